import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { cx } from '../../shared/ui/cx';
import { ListSkeleton, ListStates, LoadMore } from '../../shared/ui/ListStates';
import { useInviteesQuery, type InviteeLevel } from './api';
import { InviteeRow } from './InviteeRow';

const LEVELS: readonly InviteeLevel[] = [1, 2];

/** Level 1 (the member's own invitees) or level 2 (their invitees'), as toggle buttons. */
function LevelSwitch({
  level,
  onChange,
}: {
  level: InviteeLevel;
  onChange: (level: InviteeLevel) => void;
}) {
  const { t } = useTranslation('distribution');
  return (
    <div
      role="group"
      aria-label={t('invitees.levelLabel')}
      className="inline-flex self-start rounded-lg bg-slate-100 p-1"
    >
      {LEVELS.map((entry) => (
        <button
          key={entry}
          type="button"
          aria-pressed={entry === level}
          onClick={() => onChange(entry)}
          className={cx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            entry === level ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-600',
          )}
        >
          {t(`level.${entry}`)}
        </button>
      ))}
    </div>
  );
}

/** Whom the member brought, per level, newest first, a page at a time. */
export function InviteesPanel() {
  const { t } = useTranslation('distribution');
  const [level, setLevel] = useState<InviteeLevel>(1);
  const invitees = useInviteesQuery(level);
  const rows = invitees.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="flex flex-col gap-3" data-testid="distribution-invitees" data-level={level}>
      <LevelSwitch level={level} onChange={setLevel} />
      <p className="text-xs text-slate-500">{t(`invitees.hint.${level}`)}</p>
      <ListStates
        pending={invitees.isPending}
        error={invitees.isError}
        empty={rows.length === 0}
        onRetry={() => void invitees.refetch()}
        placeholder={
          <ListSkeleton count={3} className="flex flex-col gap-2" itemClassName="h-14 w-full" />
        }
        errorTitle={t('invitees.loadError')}
        emptyTitle={t(`invitees.empty.${level}`)}
      >
        <ul className="divide-y divide-slate-100">
          {rows.map((invitee) => (
            <InviteeRow key={invitee.user_id} invitee={invitee} />
          ))}
        </ul>
        {rows.some((invitee) => invitee.flagged) && (
          <p
            className="rounded-lg bg-amber-50 p-3 text-xs text-amber-900"
            data-testid="flagged-note"
          >
            {t('invitees.flaggedNote')}
          </p>
        )}
        <LoadMore
          visible={invitees.hasNextPage}
          loading={invitees.isFetchingNextPage}
          onLoad={() => void invitees.fetchNextPage()}
          label={t('more')}
          testId="invitees-more"
          className="w-full"
        />
      </ListStates>
    </div>
  );
}
