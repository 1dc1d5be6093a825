import type { UserRole } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/Surface';

/** A member's role; staff stand out from members. */
export function RoleBadge({ role }: { role: UserRole }) {
  const { t } = useTranslation('admin');
  return <Badge tone={role === 'member' ? 'neutral' : 'brand'}>{t(`users.role.${role}`)}</Badge>;
}

/** The site-wide sanctions in force now, or a dash. */
export function SanctionBadges({ banned, muted }: { banned: boolean; muted: boolean }) {
  const { t } = useTranslation('admin');
  if (!banned && !muted) return <span className="text-slate-500">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {banned && <Badge tone="live">{t('users.banned')}</Badge>}
      {muted && <Badge tone="warning">{t('users.muted')}</Badge>}
    </span>
  );
}
