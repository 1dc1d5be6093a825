import { USER_ROLES, type ConsoleUser, type UserRole } from '@tifo/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { SelectField } from '../../../shared/ui/Field';
import { FormProblem } from '../../../shared/ui/FormProblem';
import { Card } from '../../../shared/ui/Surface';
import { isAdministrator, useStaff } from '../staff';
import { AdministratorsOnlyNote } from '../ui/ConsolePage';
import { RoleBadge } from './UserBadges';
import { useUserAction } from './use-user-action';
import { useSetRoleMutation } from './users-api';

/**
 * The member's staff role. Administrators change it (Admin/setRole admits no one else);
 * moderators read it, with a note saying who can change it.
 */
export function RoleCard({ user }: { user: ConsoleUser }) {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  const [role, setRole] = useState<UserRole>(user.role);
  const setRoleMutation = useSetRoleMutation();
  const action = useUserAction();

  const save = () =>
    action.run({
      confirm: t('users.roleCard.confirm', { name: user.nickname, role: t(`users.role.${role}`) }),
      confirmLabel: t('users.roleCard.save'),
      send: () => setRoleMutation.mutateAsync({ user_id: user.user_id, role }),
      done: t('users.roleCard.done', { name: user.nickname, role: t(`users.role.${role}`) }),
    });

  return (
    <Card title={t('users.roleCard.title')}>
      {isAdministrator(staff) ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-end gap-2">
            <div className="w-48">
              <SelectField
                label={t('users.roleCard.label')}
                value={role}
                onChange={(event) => setRole(event.target.value as UserRole)}
              >
                {USER_ROLES.map((value) => (
                  <option key={value} value={value}>
                    {t(`users.role.${value}`)}
                  </option>
                ))}
              </SelectField>
            </div>
            <Button
              variant="secondary"
              disabled={role === user.role}
              loading={action.busy}
              onClick={() => void save()}
            >
              {t('users.roleCard.save')}
            </Button>
          </div>
          <p className="text-xs text-slate-500">{t('users.roleCard.hint')}</p>
          <FormProblem text={action.problem} />
        </div>
      ) : (
        <div className="flex flex-col items-start gap-2">
          <RoleBadge role={user.role} />
          <AdministratorsOnlyNote text={t('users.roleCard.administratorsOnly')} />
        </div>
      )}
    </Card>
  );
}
