import type { RoomInfo } from '@tifo/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api-client';
import { showToast } from '../../shared/notifications';
import { Button, buttonClasses } from '../../shared/ui/Button';
import { Skeleton } from '../../shared/ui/Surface';
import { useStoredValue } from '../../shared/use-stored-value';
import { type RoomChat, useRoomChat } from '../chat';
import { useRecordShare } from '../tasks';
import { useKickedListQuery, useRoomInfoQuery, useSealRoomMutation } from './api';
import type { PickedUser } from './chat/RoomChatList';
import { useAdvertBarrages } from './barrage-kinds/use-advert-barrages';
import { useDanmakuFeed, type DanmakuFeed } from './danmaku/danmaku-feed';
import { ReportRoomDialog } from './dialogs/ReportRoomDialog';
import { SealDialog } from './dialogs/SealDialog';
import { ShareDialog } from './dialogs/ShareDialog';
import { GiftEffects } from './gifts/GiftEffects';
import { useRoomGifts, type RoomGifts } from './gifts/use-room-gifts';
import { HornBanner } from './horn/HornBanner';
import { useHornBanner } from './horn/use-horn-banner';
import { UserCard } from './moderation/UserCard';
import { PlacardStrip } from './PlacardStrip';
import { RoomPlayer } from './player/RoomPlayer';
import { RoomRedEnvelopes } from './red-envelopes/RoomRedEnvelopes';
import { RoomHeader } from './RoomHeader';
import { RoomSidebar } from './RoomSidebar';
import { userIdOf } from '../../shared/session/room-roles';
import { KICKED_OUT_PATH, useLiveRoom } from './use-live-room';
import { roomIdFromParams } from './room-queries';

/** The live room (/live?id=…): player, danmaku, chat, ranking and the room's actions. */
export function LivePage() {
  const [params] = useSearchParams();
  const roomId = roomIdFromParams(params);
  if (roomId === null) return <RoomMessage kind="notFound" />;
  // A new room is a new page: state, socket room and queries start afresh.
  return <LiveRoom key={roomId} roomId={roomId} />;
}

function RoomMessage({
  kind,
  detail,
  onRetry,
  children,
}: {
  kind: 'notFound' | 'loadError' | 'sealed';
  detail?: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('live');
  return (
    <div
      data-testid="live-state"
      data-state={kind}
      className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center"
    >
      <h1 className="text-xl font-bold text-slate-900">{t(`state.${kind}.title`)}</h1>
      <p className="text-slate-600">{t(`state.${kind}.text`)}</p>
      {detail && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">{detail}</p>
      )}
      <div className="flex gap-2">
        {onRetry && <Button onClick={onRetry}>{t('player.retry')}</Button>}
        <Link to={KICKED_OUT_PATH} className={buttonClasses('secondary')}>
          {t('state.browse')}
        </Link>
        {children}
      </div>
    </div>
  );
}

function LoadingRoom() {
  const { t } = useTranslation('live');
  return (
    <div
      data-testid="live-state"
      data-state="loading"
      aria-busy="true"
      aria-label={t('player.loading')}
      className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-4 px-3 py-4 min-[992px]:grid-cols-[minmax(0,1fr)_22rem] min-[992px]:pr-20"
    >
      <div className="space-y-3">
        <Skeleton className="h-16" />
        <Skeleton className="aspect-video w-full" />
      </div>
      <Skeleton className="h-[32rem]" />
    </div>
  );
}

function LiveRoom({ roomId }: { roomId: number }) {
  const user = useStoredValue('userInfo');
  const myUserId = userIdOf(user);
  const room = useRoomInfoQuery(roomId);
  // The chat joins while the room info loads; its new messages also fly as danmaku.
  const danmaku = useDanmakuFeed();
  const chat = useRoomChat(roomId, { onMessage: danmaku.publish });
  const kicked = useKickedListQuery(user !== null);
  const { entrances, leaveKicked } = useLiveRoom(
    roomId,
    myUserId,
    chat.messages.at(-1)?.id ?? null,
  );
  const gifts = useRoomGifts(roomId);

  const kickedHere =
    kicked.data?.some((entry) => entry.room_id === roomId) === true ||
    room.data?.me.kicked === true;
  useEffect(() => {
    if (kickedHere) leaveKicked();
  }, [kickedHere, leaveKicked]);

  if (room.isPending) return <LoadingRoom />;
  if (room.isError) {
    // A server answer (code 1 "no such room", 404) means the room is not there; anything else
    // (network, timeout) may pass: offer a retry.
    const missing = room.error instanceof ApiError && room.error.code >= 0;
    return missing ? (
      <RoomMessage kind="notFound" />
    ) : (
      <RoomMessage kind="loadError" onRetry={() => void room.refetch()} />
    );
  }
  if (room.data.sealed) return <SealedRoom room={room.data} />;

  return (
    <LiveRoomLayout
      room={room.data}
      chat={chat}
      danmaku={danmaku}
      entrances={entrances}
      gifts={gifts}
      myUserId={myUserId}
    />
  );
}

function SealedRoom({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live');
  const unseal = useSealRoomMutation(room.room_id);
  return (
    <RoomMessage
      kind="sealed"
      detail={
        room.sealed_reason ? t('state.sealed.reason', { reason: room.sealed_reason }) : undefined
      }
    >
      {room.me.role === 'operator' && (
        <Button
          variant="secondary"
          loading={unseal.isPending}
          onClick={() =>
            unseal.mutate(
              { sealed: false, reason: '' },
              { onSuccess: () => showToast(t('seal.undone'), { kind: 'success' }) },
            )
          }
        >
          {t('seal.unseal')}
        </Button>
      )}
    </RoomMessage>
  );
}

type OpenDialog =
  { kind: 'share' } | { kind: 'report' } | { kind: 'seal' } | { kind: 'user'; user: PickedUser };

function LiveRoomLayout({
  room,
  chat,
  danmaku,
  entrances,
  gifts,
  myUserId,
}: {
  room: RoomInfo;
  chat: RoomChat;
  danmaku: DanmakuFeed;
  entrances: ReturnType<typeof useLiveRoom>['entrances'];
  gifts: RoomGifts;
  myUserId: number | null;
}) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const recordShare = useRecordShare();
  // Other rooms' advertising barrages fly here too; approved horns show across the top.
  useAdvertBarrages(room.room_id, danmaku);
  const hornBanner = useHornBanner(myUserId);
  return (
    <div
      data-testid="live-room"
      data-room-id={room.room_id}
      className="relative mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-4 px-0 py-0 max-sm:flex max-sm:h-dvh max-sm:flex-col max-sm:gap-0 sm:px-3 sm:py-4 min-[992px]:grid-cols-[minmax(0,1fr)_22rem] min-[992px]:pr-20"
    >
      {hornBanner.horn && (
        <HornBanner key={hornBanner.horn.id} horn={hornBanner.horn} onClose={hornBanner.dismiss} />
      )}
      {/*
        On a phone the room is one screen tall (`dvh`: above the keyboard too, which the
        viewport's `interactive-widget=resizes-content` makes room for): the player first, the
        header under it, then the chat to the bottom with its composer always in sight.
      */}
      <section className="flex shrink-0 flex-col overflow-hidden bg-white shadow-sm ring-1 ring-slate-200 sm:block sm:rounded-xl">
        <RoomHeader
          room={room}
          onShare={() => {
            setDialog({ kind: 'share' });
            // Opening the share dialog counts as sharing (the share task).
            recordShare(room.room_id);
          }}
          onReport={() => setDialog({ kind: 'report' })}
          onSeal={() => setDialog({ kind: 'seal' })}
        />
        <div className="relative order-first sm:order-none">
          <RoomPlayer
            room={room}
            danmaku={danmaku}
            myUserId={myUserId}
            effects={<GiftEffects effects={gifts.effects} />}
          />
          <RoomRedEnvelopes roomId={room.room_id} />
        </div>
        <PlacardStrip room={room} />
      </section>
      <div className="flex min-h-72 flex-1 flex-col p-3 sm:block sm:min-h-0 sm:p-0">
        <RoomSidebar
          room={room}
          chat={chat}
          entrances={entrances}
          giftFeed={gifts.feed}
          myUserId={myUserId}
          onPickUser={(user) => setDialog({ kind: 'user', user })}
        />
      </div>
      {dialog?.kind === 'share' && (
        <ShareDialog roomId={room.room_id} title={room.title} onClose={close} />
      )}
      {dialog?.kind === 'report' && <ReportRoomDialog roomId={room.room_id} onClose={close} />}
      {dialog?.kind === 'seal' && <SealDialog roomId={room.room_id} onClose={close} />}
      {dialog?.kind === 'user' && (
        <UserCard room={room} user={dialog.user} myUserId={myUserId} onClose={close} />
      )}
    </div>
  );
}
