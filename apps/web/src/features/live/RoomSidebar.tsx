import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Tabs, type TabItem } from '../../shared/ui/Tabs';
import { BackpackPanel } from './backpack/BackpackPanel';
import { FanGroupButton } from './fan-group/FanGroupButton';
import { RoomChatPanel, type RoomChatPanelProps } from './chat/RoomChatPanel';
import { GiftFeed } from './gifts/GiftFeed';
import { GuessPanel } from '../guess';
import { GiftPanel } from './gifts/GiftPanel';
import type { GiftFeedEntry } from './gifts/use-room-gifts';
import { HornPanel } from './horn/HornPanel';
import { ModerationPanel } from './moderation/ModerationPanel';
import { PrivateChatTab } from './PrivateChatTab';
import { RankingPanel } from './RankingPanel';
import { isModerator } from '../../shared/session/room-roles';

type SidebarTab =
  'chat' | 'ranking' | 'gifts' | 'backpack' | 'guess' | 'horn' | 'private' | 'manage';

/**
 * The right column: chat square (the room's chat on `/im`), contribution ranking, gifts, the
 * backpack, the global horn, private chat with the streamer, for moderators
 * the moderation lists, and under every tab the feed of the latest gifts. Under the tabs, the
 * streamer's fan club when they have one. On a phone it grows to fill what the player and the
 * room's header leave of the screen (the room is one screen tall there: `LiveRoomLayout`).
 */
export function RoomSidebar({
  giftFeed,
  ...props
}: RoomChatPanelProps & { giftFeed: readonly GiftFeedEntry[] }) {
  const { room, myUserId } = props;
  const { t } = useTranslation('live');
  const [tab, setTab] = useState<SidebarTab>('chat');
  const items: TabItem<SidebarTab>[] = [
    { value: 'chat', label: t('tabs.chat') },
    { value: 'ranking', label: t('tabs.ranking') },
    { value: 'gifts', label: t('tabs.gifts') },
    { value: 'guess', label: t('tabs.guess') },
    { value: 'backpack', label: t('tabs.backpack') },
    { value: 'horn', label: t('tabs.horn') },
    { value: 'private', label: t('tabs.private') },
    ...(isModerator(room.me.role) ? [{ value: 'manage' as const, label: t('tabs.manage') }] : []),
  ];

  return (
    <aside
      data-testid="room-sidebar"
      className="flex h-[32rem] flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 max-sm:h-auto max-sm:min-h-0 max-sm:flex-1 min-[992px]:h-full min-[992px]:min-h-[36rem]"
    >
      <Tabs items={items} value={tab} onChange={setTab} label={t('tabs.label')} />
      <FanGroupButton room={room} myUserId={myUserId} />
      <div role="tabpanel" className="flex min-h-0 flex-1 flex-col">
        {tab === 'chat' && <RoomChatPanel {...props} />}
        {tab === 'ranking' && <RankingPanel roomId={room.room_id} />}
        {tab === 'gifts' && <GiftPanel room={room} myUserId={myUserId} />}
        {tab === 'guess' && <GuessPanel room={room} myUserId={myUserId} />}
        {tab === 'backpack' && <BackpackPanel room={room} myUserId={myUserId} />}
        {tab === 'horn' && <HornPanel room={room} />}
        {tab === 'private' && <PrivateChatTab room={room} />}
        {tab === 'manage' && (
          <div className="min-h-0 flex-1 overflow-y-auto">
            <ModerationPanel room={room} />
          </div>
        )}
      </div>
      <GiftFeed feed={giftFeed} />
    </aside>
  );
}
