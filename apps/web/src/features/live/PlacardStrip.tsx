import { LIVE_LIMITS, type RoomInfo } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { showToast } from '../../shared/notifications';
import { Button } from '../../shared/ui/Button';
import { useSetPlacardMutation } from './api';

/**
 * The room's announcement (公告) under the player. The anchor edits it in place (at most 50
 * characters); a `placard` socket event updates every viewer.
 */
export function PlacardStrip({ room }: { room: RoomInfo }) {
  const { t } = useTranslation('live');
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSetPlacardMutation(room.room_id);
  const max = LIVE_LIMITS.placardMaxLength;
  const isAnchor = room.me.role === 'anchor';

  if (draft !== null) {
    return (
      <form
        className="flex flex-wrap items-center gap-2 bg-amber-50 px-3 py-2 sm:px-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(draft.trim(), {
            onSuccess: () => {
              setDraft(null);
              showToast(t('placard.saved'), { kind: 'success' });
            },
          });
        }}
      >
        <label className="sr-only" htmlFor="placard-input">
          {t('placard.label')}
        </label>
        <input
          id="placard-input"
          data-testid="placard-input"
          value={draft}
          maxLength={max}
          onChange={(event) => setDraft(event.target.value)}
          className="h-9 min-w-0 flex-1 rounded-lg border border-amber-300 bg-white px-3 text-sm"
        />
        <span className="text-xs text-slate-500 tabular-nums">
          {draft.length}/{max}
        </span>
        <Button size="sm" type="submit" loading={save.isPending}>
          {t('placard.save')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
          {t('report.cancel')}
        </Button>
      </form>
    );
  }

  return (
    <div
      data-testid="placard"
      className="flex items-start gap-2 bg-amber-50 px-3 py-2 text-sm text-amber-900 sm:px-4"
    >
      <span className="shrink-0 rounded bg-amber-700 px-1.5 text-xs leading-5 font-semibold text-white">
        {t('placard.label')}
      </span>
      <p className="min-w-0 flex-1 break-words" data-testid="placard-text">
        {room.placard || t('placard.empty')}
      </p>
      {isAnchor && (
        <button
          type="button"
          onClick={() => setDraft(room.placard)}
          className="shrink-0 text-xs font-medium text-brand-700 hover:underline"
        >
          {t('placard.edit')}
        </button>
      )}
    </div>
  );
}
