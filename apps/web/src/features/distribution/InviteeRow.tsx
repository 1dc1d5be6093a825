import { useTranslation } from '../../shared/i18n/use-translation';
import { formatDateTime } from '../../shared/format/date-time';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { Avatar } from '../../shared/ui/Avatar';
import { Badge } from '../../shared/ui/Surface';
import type { Invitee } from './api';

/** One invitee: who, since when, what they topped up and what the member earned from it. */
export function InviteeRow({ invitee }: { invitee: Invitee }) {
  const { t, i18n } = useTranslation('distribution');
  const language = pageLanguage(i18n.language);
  return (
    <li
      className="flex items-center gap-3 py-3"
      data-testid="invitee-row"
      data-flagged={invitee.flagged}
    >
      <Avatar src={invitee.avatar} name={invitee.nickname} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="truncate font-medium text-slate-900">{invitee.nickname}</span>
          {invitee.flagged && <Badge tone="warning">{t('invitees.flagged')}</Badge>}
        </p>
        <p className="text-xs text-slate-500">
          {t('invitees.joined', { date: formatDateTime(invitee.joined_at, language) })}
        </p>
        <p className="text-xs text-slate-600">
          {t('invitees.topup', { amount: formatDiamonds(invitee.topup_diamonds, language) })}
        </p>
      </div>
      {/* The figure the member cares about stands apart; on a phone the name column gives way. */}
      <div className="shrink-0 text-right">
        <p className="text-xs text-slate-500">{t('invitees.commission')}</p>
        <p className="font-semibold text-green-700 tabular-nums" data-testid="invitee-commission">
          {formatDiamonds(invitee.commission, language)}
        </p>
      </div>
    </li>
  );
}
