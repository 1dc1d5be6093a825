import {
  anchorLevelOf,
  MONEY,
  SEARCH_LIMITS,
  type AnchorResult,
  type Language,
  type LiveStatus,
} from '@tifo/contract';
import type { LiveService } from '../live/live.service';
import type { MatchSearch } from './match-search';
import type { SearchRepository } from './search.repository';

type Page = { limit: number; offset: number };

function pageOf(page: number, size: number = SEARCH_LIMITS.pageSize): Page {
  return { limit: size, offset: (page - 1) * size };
}

function resultsOf<T>(found: { list: T[]; total: number }, window: Page) {
  return { ...found, has_more: window.offset + found.list.length < found.total };
}

/**
 * Search (spec §2 "/search", §7 `Search/*`): streamers by nickname, rooms by title or
 * nickname, matches by team or competition name, each ignoring case and Vietnamese accents.
 */
export class SearchService {
  constructor(
    private readonly deps: {
      repository: SearchRepository;
      live: Pick<LiveService, 'searchRooms'>;
      matches: MatchSearch;
    },
  ) {}

  async everything(text: string, language: Language) {
    const window = pageOf(1, SEARCH_LIMITS.previewSize);
    const [anchors, live] = await Promise.all([
      this.anchorsIn(text, window),
      this.deps.live.searchRooms(text, window, language),
    ]);
    return {
      anchors: resultsOf(anchors, window),
      live: resultsOf(live, window),
      matches: resultsOf(this.deps.matches.search(text, window), window),
    };
  }

  async anchors(text: string, page: number) {
    const window = pageOf(page);
    return resultsOf(await this.anchorsIn(text, window), window);
  }

  async rooms(text: string, page: number, language: Language) {
    const window = pageOf(page);
    return resultsOf(await this.deps.live.searchRooms(text, window, language), window);
  }

  matches(text: string, page: number) {
    const window = pageOf(page);
    return resultsOf(this.deps.matches.search(text, window), window);
  }

  private async anchorsIn(text: string, window: Page) {
    const { rows, total } = await this.deps.repository.anchors(text, window);
    const list: AnchorResult[] = rows.map((row) => ({
      user_id: row.id,
      nickname: row.nickname,
      avatar: row.avatar,
      level: anchorLevelOf(row.incomeMinor / MONEY.diamondMinorUnits).level,
      followers: row.followers,
      room_id: row.roomId,
      live_status: (row.liveStatus ?? 'offline') as LiveStatus,
      room_title: row.roomTitle,
    }));
    return { list, total };
  }
}
