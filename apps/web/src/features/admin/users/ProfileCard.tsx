import type { ConsoleUserDetail } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { Avatar } from '../../../shared/ui/Avatar';
import { Button } from '../../../shared/ui/Button';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Card } from '../../../shared/ui/Surface';
import { Facts } from '../ui/Facts';
import { When } from '../ui/When';
import { useUserAction } from './use-user-action';
import { useResetProfileMutation } from './users-api';

/** Who the member is on the site; a rude nickname or avatar can be reset from here. */
export function ProfileCard({ detail }: { detail: ConsoleUserDetail }) {
  const { t } = useTranslation('admin');
  const reset = useResetProfileMutation();
  const action = useUserAction();
  const { user } = detail;

  const resetField = (field: 'nickname' | 'avatar') =>
    action.run({
      confirm: t(`users.profile.confirm.${field}`, { name: user.nickname }),
      confirmLabel: t(`users.profile.reset.${field}`),
      send: () => reset.mutateAsync({ user_id: user.user_id, field }),
      done: t(`users.profile.done.${field}`),
    });

  return (
    <Card title={t('users.profile.title')}>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Avatar src={user.avatar} name={user.nickname} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1">
          <Facts
            items={[
              [t('users.profile.nickname'), user.nickname],
              [t('users.profile.signature'), detail.signature],
              [t('users.column.mobile'), user.mobile && `+${user.country_code} ${user.mobile}`],
              [t('users.column.streamer'), user.is_anchor ? t('users.yes') : t('users.no')],
              [t('users.profile.inviteCode'), detail.invite_code],
              [
                t('users.profile.invitedBy'),
                detail.invited_by === null ? (
                  ''
                ) : (
                  <Link
                    key="inviter"
                    to={`/admin/users/${detail.invited_by}`}
                    className="text-brand-700 underline"
                  >
                    {t('fields.userId', { id: detail.invited_by })}
                  </Link>
                ),
              ],
              [t('users.profile.channel'), detail.channel_code ?? ''],
              [t('fields.registeredAt'), <When key="registered" iso={user.registered_at} />],
            ]}
          />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          disabled={action.busy}
          onClick={() => void resetField('nickname')}
        >
          {t('users.profile.reset.nickname')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={action.busy || !user.avatar}
          onClick={() => void resetField('avatar')}
        >
          {t('users.profile.reset.avatar')}
        </Button>
      </div>
      <div className="mt-2">
        <FormProblem text={action.problem} />
      </div>
    </Card>
  );
}
