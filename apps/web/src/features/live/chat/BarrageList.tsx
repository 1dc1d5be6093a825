import type { Barrage } from '@tifo/contract';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { Spinner } from '../../../shared/ui/Spinner';
import type { Entrance } from '../use-live-room';

export interface PickedUser {
  user_id: number;
  nickname: string;
}

/** Near the bottom within this many px, the list keeps following new lines. */
const STICK_PX = 48;

/**
 * The chat square: recent barrages, oldest first, with "X entered" lines between them. Names
 * open the user card; text is rendered as text, never HTML.
 */
export function BarrageList({
  barrages,
  loading,
  failed,
  onRetry,
  entrances,
  myUserId,
  anchorId,
  onPickUser,
}: {
  barrages: readonly Barrage[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  entrances: readonly Entrance[];
  myUserId: number | null;
  anchorId: number;
  onPickUser: (user: PickedUser) => void;
}) {
  const { t } = useTranslation('live');
  const scroller = useRef<HTMLDivElement>(null);
  const stuck = useRef(true);
  const list = barrages ?? [];
  const lineCount = list.length + entrances.length;

  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && stuck.current) element.scrollTop = element.scrollHeight;
  }, [lineCount]);

  const entrancesAfter = (id: number | null) =>
    entrances
      .filter((entrance) => entrance.afterBarrageId === id)
      .map((entrance) => (
        <li
          key={`enter-${entrance.key}`}
          data-testid="barrage-enter"
          className="text-xs text-slate-500"
        >
          {t('chat.entered', { nickname: entrance.nickname })}
        </li>
      ));
  const knownIds = new Set(list.map((barrage) => barrage.id));

  return (
    <div
      ref={scroller}
      data-testid="barrage-list"
      onScroll={(event) => {
        const element = event.currentTarget;
        stuck.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICK_PX;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-2"
    >
      <p className="mb-2 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-800">
        {t('chat.rules')}
      </p>
      {loading && (
        <div className="flex justify-center py-6 text-brand-600">
          <Spinner />
        </div>
      )}
      {failed && (
        <div className="flex flex-col items-center gap-2 py-6 text-sm text-slate-600">
          <p>{t('chat.loadError')}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('player.retry')}
          </Button>
        </div>
      )}
      {!loading && !failed && lineCount === 0 && (
        <p className="py-6 text-center text-sm text-slate-500">{t('chat.empty')}</p>
      )}
      <ul className="space-y-1.5 text-sm break-words">
        {/* "Entered" lines from before the first barrage, or whose barrage has scrolled away. */}
        {entrances
          .filter(
            (entrance) =>
              entrance.afterBarrageId === null || !knownIds.has(entrance.afterBarrageId),
          )
          .map((entrance) => (
            <li
              key={`enter-${entrance.key}`}
              data-testid="barrage-enter"
              className="text-xs text-slate-500"
            >
              {t('chat.entered', { nickname: entrance.nickname })}
            </li>
          ))}
        {list.map((barrage) => (
          <Fragment key={barrage.id}>
            <li data-testid="barrage-item" data-barrage-id={barrage.id}>
              <button
                type="button"
                data-testid="barrage-user"
                onClick={() => onPickUser({ user_id: barrage.user_id, nickname: barrage.nickname })}
                className={cx(
                  'mr-1 rounded font-medium hover:underline',
                  barrage.user_id === anchorId
                    ? 'text-red-600'
                    : barrage.user_id === myUserId
                      ? 'text-amber-700'
                      : 'text-brand-700',
                )}
              >
                {barrage.user_id === anchorId && (
                  <span className="mr-1 rounded bg-red-600 px-1 text-[10px] text-white">
                    {t('chat.anchorBadge')}
                  </span>
                )}
                {barrage.nickname}
                {t('chat.colon')}
              </button>
              <span className="text-slate-800">{barrage.text}</span>
            </li>
            {entrancesAfter(barrage.id)}
          </Fragment>
        ))}
      </ul>
    </div>
  );
}
