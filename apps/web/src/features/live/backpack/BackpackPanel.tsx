import type { BackpackItem, RoomInfo } from '@tifo/contract';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { EmptyState, Skeleton } from '../../../shared/ui/Surface';
import { useStoredValue } from '../../../shared/use-stored-value';
import { LoginPrompt } from '../../../shared/session/LoginPrompt';
import { GiftIcon } from '../gifts/GiftIcons';
import { GiftTile } from '../gifts/GiftTile';
import { SendBar, useSendBar } from '../gifts/SendBar';
import { useBackpackQuery, useSendBackpackGiftMutation } from './api';

/** Where the exchange mall lives in the member centre. */
export const MALL_PATH = '/member?section=mall';
const SKELETON_TILES = 4;

/** A typed count: a whole number from 1 to what the backpack holds, or null. */
export function parseBackpackCount(text: string, owned: number): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const count = Number(trimmed);
  return count >= 1 && count <= owned ? count : null;
}

/**
 * The room's backpack tab (spec §2): gifts from the exchange mall and events, sent to the
 * streamer without diamonds. Visitors are asked to log in.
 */
export function BackpackPanel({ room, myUserId }: { room: RoomInfo; myUserId: number | null }) {
  const { t } = useTranslation('live');
  const user = useStoredValue('userInfo');
  if (!user) {
    return (
      <div data-testid="backpack-panel" className="min-h-0 flex-1 overflow-y-auto p-3">
        <LoginPrompt
          title={t('backpack.loginTitle')}
          description={t('backpack.loginText')}
          icon={<GiftIcon className="size-6" />}
        />
      </div>
    );
  }
  return (
    <MemberBackpack
      roomId={room.room_id}
      ownRoom={myUserId !== null && myUserId === room.anchor_id}
    />
  );
}

function MemberBackpack({ roomId, ownRoom }: { roomId: number; ownRoom: boolean }) {
  const { t } = useTranslation('live');
  const backpack = useBackpackQuery(true);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Kept here, not in the bar: a send that empties the chosen gift moves on to the next one,
  // and the bar's "sent" stays.
  const [countText, setCountText] = useState('1');
  const items = backpack.data?.list;
  const chosen = items?.find((item) => item.id === chosenId) ?? items?.[0];

  return (
    <div data-testid="backpack-panel" className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {backpack.isPending ? (
          <div aria-busy="true" className="grid grid-cols-4 gap-2">
            {Array.from({ length: SKELETON_TILES }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : backpack.isError ? (
          <div className="flex flex-col items-center gap-2 py-8 text-sm text-slate-600">
            <p>{t('backpack.loadError')}</p>
            <Button size="sm" variant="secondary" onClick={() => void backpack.refetch()}>
              {t('player.retry')}
            </Button>
          </div>
        ) : backpack.data.list.length === 0 ? (
          <EmptyState
            title={t('backpack.emptyTitle')}
            description={t('backpack.emptyText')}
            action={
              <Link
                to={MALL_PATH}
                data-testid="backpack-mall-link"
                className={buttonClasses('primary', 'sm')}
              >
                {t('backpack.toMall')}
              </Link>
            }
          />
        ) : (
          <ul className="grid grid-cols-4 gap-2">
            {backpack.data.list.map((item) => (
              <li key={item.id}>
                <BackpackOption
                  item={item}
                  chosen={item.id === chosen?.id}
                  onChoose={() => {
                    setChosenId(item.id);
                    setCountText('1');
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {chosen && (
        <BackpackSendBar
          roomId={roomId}
          item={chosen}
          ownRoom={ownRoom}
          countText={countText}
          onCountText={setCountText}
        />
      )}
    </div>
  );
}

function BackpackOption({
  item,
  chosen,
  onChoose,
}: {
  item: BackpackItem;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('live');
  return (
    <GiftTile testId="backpack-item" gift={item} chosen={chosen} onChoose={onChoose}>
      <span className="text-slate-500 tabular-nums">
        {t('backpack.owned', { count: item.count })}
      </span>
    </GiftTile>
  );
}

function BackpackSendBar({
  roomId,
  item,
  ownRoom,
  countText,
  onCountText,
}: {
  roomId: number;
  item: BackpackItem;
  /** The streamer in their own room: nobody sends gifts to themselves. */
  ownRoom: boolean;
  countText: string;
  onCountText: (text: string) => void;
}) {
  const { t } = useTranslation('live');
  const send = useSendBackpackGiftMutation(roomId);
  const inputId = useId();
  const bar = useSendBar();

  const count = parseBackpackCount(countText, item.count);
  const editCount = (text: string) => {
    onCountText(text);
    bar.clearNotice();
  };

  const submit = () => {
    if (ownRoom || count === null) return;
    bar.send(
      (callbacks) => send.mutate({ giftId: item.id, count }, callbacks),
      () => onCountText('1'),
    );
  };

  return (
    <SendBar
      testId="backpack"
      state={bar}
      hint={ownRoom ? t('backpack.self') : null}
      disabled={ownRoom || count === null}
      pending={send.isPending}
      label={t('backpack.send')}
      sentText={t('backpack.sent')}
      failedText={t('backpack.failed')}
      onSend={submit}
    >
      <div className="flex items-center gap-2 text-xs">
        <label htmlFor={inputId} className="text-slate-600">
          {t('backpack.count')}
        </label>
        <input
          id={inputId}
          type="text"
          inputMode="numeric"
          data-testid="backpack-count"
          aria-invalid={count === null || undefined}
          aria-describedby={count === null ? `${inputId}-error` : undefined}
          value={countText}
          onChange={(event) => editCount(event.target.value)}
          className={cx(
            'h-7 w-20 rounded-md border px-2 tabular-nums focus:ring-2 focus:outline-none',
            count === null
              ? 'border-red-500 focus:ring-red-200'
              : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
          )}
        />
        <button
          type="button"
          onClick={() => editCount(String(item.count))}
          className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700 hover:bg-slate-200"
        >
          {t('backpack.all')}
        </button>
        <span className="ml-auto text-slate-500">{t('backpack.free')}</span>
      </div>
      {count === null && (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-red-700">
          {t('backpack.countError', { max: item.count })}
        </p>
      )}
    </SendBar>
  );
}
