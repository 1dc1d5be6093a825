import type { ConsoleSession, ConsoleUser } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Card } from '../../../shared/ui/Surface';
import { cellClass, ConsoleTable } from '../ui/ConsoleTable';
import { When } from '../ui/When';
import { useUserAction } from './use-user-action';
import { useRevokeSessionsMutation } from './users-api';

/** The member's sessions still usable; ending them all logs the member out everywhere. */
export function SessionsCard({
  user,
  sessions,
}: {
  user: ConsoleUser;
  sessions: readonly ConsoleSession[];
}) {
  const { t } = useTranslation('admin');
  const revoke = useRevokeSessionsMutation();
  const action = useUserAction();

  const endAll = () =>
    action.run({
      confirm: t('users.sessions.confirm', { name: user.nickname }),
      confirmLabel: t('users.sessions.endAll'),
      send: () => revoke.mutateAsync({ user_id: user.user_id }),
      done: t('users.sessions.done', { name: user.nickname }),
    });

  return (
    <Card
      title={t('users.sessions.title')}
      actions={
        <Button
          size="sm"
          variant="secondary"
          disabled={sessions.length === 0}
          loading={action.busy}
          onClick={() => void endAll()}
        >
          {t('users.sessions.endAll')}
        </Button>
      }
    >
      <FormProblem text={action.problem} />
      {sessions.length === 0 ? (
        <p className="text-sm text-slate-500">{t('users.sessions.none')}</p>
      ) : (
        <ConsoleTable
          label={t('users.sessions.title')}
          framed={false}
          columns={[
            t('users.sessions.device'),
            t('users.sessions.address'),
            t('users.sessions.userAgent'),
            t('users.sessions.since'),
            t('users.sessions.lastSeen'),
          ]}
        >
          {sessions.map((session) => (
            <tr key={session.id} className="border-t border-slate-100 align-top">
              <td className={cellClass}>{session.device_type || '—'}</td>
              <td className={`${cellClass} font-mono text-xs`}>{session.client_address || '—'}</td>
              <td className={`${cellClass} max-w-xs text-xs break-words text-slate-600`}>
                {session.user_agent || '—'}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <When iso={session.created_at} />
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                <When iso={session.last_seen_at} />
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </Card>
  );
}
