import { MONEY, anchorLevelOf, type Language, type RoomSummary } from '@tifo/contract';
import type { RoomRow } from './live.repository';

/** Names of the room categories (the /anchor types), in the site's languages. */
export const CATEGORY_NAMES: Record<number, Record<Language, string>> = {
  0: { zh: '推荐', en: 'Recommended', vi: 'Đề xuất' },
  1: { zh: '足球', en: 'Football', vi: 'Bóng đá' },
  2: { zh: '篮球', en: 'Basketball', vi: 'Bóng rổ' },
  3: { zh: '棋牌电竞', en: 'Chess & esports', vi: 'Cờ & thể thao điện tử' },
  4: { zh: '网球', en: 'Tennis', vi: 'Quần vợt' },
  5: { zh: '羽毛球', en: 'Badminton', vi: 'Cầu lông' },
  6: { zh: '其他', en: 'Other', vi: 'Khác' },
};

export interface CustomCategory {
  id: number;
  nameZh: string;
  nameEn: string;
  nameVi: string;
}

export function customCategoryName(category: CustomCategory, language: Language): string {
  return language === 'zh'
    ? category.nameZh
    : language === 'vi'
      ? category.nameVi
      : category.nameEn;
}

/** Heat: what lists sort live rooms by. Viewers weigh most; followers keep a room warm. */
export function roomHeat(online: number, followers: number, streaming: boolean): number {
  return online * 10 + followers + (streaming ? 100 : 0);
}

export function roomSummaryOf(
  row: RoomRow,
  context: {
    language: Language;
    online: number;
    categories: ReadonlyMap<number, CustomCategory>;
    matchLabel: (matchId: string, language: Language) => string | null;
    /** The streamer ladder's step in the reward rules in force. */
    anchorLevelStep: number;
  },
): RoomSummary {
  const custom = row.categoryId !== null ? context.categories.get(row.categoryId) : undefined;
  const live = row.liveStatus === 'live';
  const online = live ? context.online : 0;
  return {
    room_id: row.id,
    anchor_id: row.anchorId,
    anchor_nickname: row.anchorNickname,
    anchor_avatar: row.anchorAvatar,
    anchor_level: anchorLevelOf(
      row.anchorIncomeMinor / MONEY.diamondMinorUnits,
      context.anchorLevelStep,
    ).level,
    title: row.title,
    cover: row.cover,
    category_type: row.categoryType,
    category_id: row.categoryId,
    category_name: custom
      ? customCategoryName(custom, context.language)
      : (CATEGORY_NAMES[row.categoryType]?.[context.language] ?? ''),
    match_id: row.matchId,
    match_label: row.matchId ? context.matchLabel(row.matchId, context.language) : null,
    live_status: row.liveStatus as RoomSummary['live_status'],
    online,
    heat: live ? roomHeat(online, row.followers, row.streamingSince !== null) : 0,
    started_at: live && row.startedAt ? row.startedAt.toISOString() : null,
    sealed: row.sealedAt !== null,
  };
}
