import type { ConsoleUserDetail } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, Navigate, useParams } from 'react-router';
import { ConsolePage } from '../ui/ConsolePage';
import { QueryState } from '../ui/QueryState';
import { LedgerCard } from './LedgerCard';
import { OrdersCard } from './OrdersCard';
import { ProfileCard } from './ProfileCard';
import { RoleCard } from './RoleCard';
import { SanctionsCard } from './SanctionsCard';
import { SessionsCard } from './SessionsCard';
import { RoleBadge, SanctionBadges } from './UserBadges';
import { useUserDetailQuery } from './users-api';
import { WalletCard } from './WalletCard';

/** /admin/users/:id: everything about one member, and what staff can do to their account. */
export function UserDetailPage() {
  const { id } = useParams();
  const userId = Number(id);
  if (!Number.isSafeInteger(userId) || userId <= 0) return <Navigate to="/admin/users" replace />;
  return <UserDetailLoader key={userId} userId={userId} />;
}

function UserDetailLoader({ userId }: { userId: number }) {
  const query = useUserDetailQuery(userId);
  return <QueryState query={query}>{(detail) => <UserDetail detail={detail} />}</QueryState>;
}

function UserDetail({ detail }: { detail: ConsoleUserDetail }) {
  const { t } = useTranslation('admin');
  const { user } = detail;
  return (
    <ConsolePage
      title={user.nickname}
      description={t('fields.userId', { id: user.user_id })}
      actions={
        <Link to="/admin/users" className="text-sm text-brand-700 underline">
          {t('users.back')}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <RoleBadge role={user.role} />
        <SanctionBadges banned={user.banned} muted={user.muted} />
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        <ProfileCard detail={detail} />
        <div className="flex flex-col gap-4">
          <RoleCard key={user.role} user={user} />
          <WalletCard wallet={detail.wallet} />
        </div>
      </div>
      <SanctionsCard user={user} sanctions={detail.sanctions} />
      <SessionsCard user={user} sessions={detail.sessions} />
      <OrdersCard orders={detail.recent_orders} />
      <LedgerCard userId={user.user_id} />
    </ConsolePage>
  );
}
