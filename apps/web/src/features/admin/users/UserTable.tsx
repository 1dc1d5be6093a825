import type { ConsoleUser } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../shared/ui/Avatar';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { When } from '../ui/When';
import { RoleBadge, SanctionBadges } from './UserBadges';

/** Search results: a row per member; the nickname links to the member's page. */
export function UserTable({ users }: { users: readonly ConsoleUser[] }) {
  const { t } = useTranslation('admin');
  return (
    <ConsoleTable
      label={t('users.results')}
      minWidth="min-w-[44rem]"
      columns={[
        t('users.column.member'),
        t('users.column.id'),
        t('users.column.mobile'),
        t('users.column.role'),
        t('users.column.streamer'),
        t('users.column.registered'),
        t('users.column.state'),
      ]}
    >
      {users.map((user) => (
        <tr key={user.user_id} data-testid="user-row" className="border-t border-slate-100">
          <td className={cellClass}>
            <span className="flex items-center gap-2">
              <Avatar src={user.avatar} name={user.nickname} className="size-8 text-sm" />
              <Link
                to={`/admin/users/${user.user_id}`}
                className="min-w-0 truncate font-medium text-brand-700 underline"
              >
                {user.nickname}
              </Link>
            </span>
          </td>
          <td className={`${cellClass} tabular-nums`}>{user.user_id}</td>
          <td className={`${cellClass} tabular-nums`}>{user.mobile || '—'}</td>
          <td className={cellClass}>
            <RoleBadge role={user.role} />
          </td>
          <td className={cellClass}>{user.is_anchor ? t('users.yes') : '—'}</td>
          <td className={`${cellClass} whitespace-nowrap`}>
            <When iso={user.registered_at} />
          </td>
          <td className={cellClass}>
            <SanctionBadges banned={user.banned} muted={user.muted} />
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}
