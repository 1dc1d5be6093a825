import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { isAdministrator, useStaff } from '../staff';
import { ConsolePage } from '../ui/ConsolePage';
import { PagedList } from '../ui/PagedList';
import { UserTable } from './UserTable';
import { useUserSearchQuery } from './users-api';

/** The contract's limit on the search (consoleUserRoutes.search `q`). */
const SEARCH_MAX = 32;

/** Find a member by id, mobile digits or nickname; a row opens the member's page. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [staffOnly, setStaffOnly] = useState(false);
  const query = useUserSearchQuery(search, staffOnly);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
  };

  return (
    <ConsolePage title={t('nav.users')} description={t('users.description')}>
      <form role="search" onSubmit={submit} className="flex items-end gap-2">
        <div className="w-full max-w-sm">
          <TextField
            label={t('users.search')}
            type="search"
            value={draft}
            maxLength={SEARCH_MAX}
            placeholder={t('users.searchPlaceholder')}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t('users.searchButton')}
        </Button>
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-700">
          <input
            type="checkbox"
            data-testid="users-staff-only"
            checked={staffOnly}
            onChange={(event) => setStaffOnly(event.target.checked)}
          />
          {t('users.staffOnly')}
        </label>
      </form>
      <PagedList query={query} emptyTitle={t('users.empty')}>
        {(users) => <UserTable users={users} />}
      </PagedList>
      <StaffNote />
    </ConsolePage>
  );
}

/**
 * Who the staff are and who may change that. Staff show in the list with their role, and
 * "staff only" lists just them.
 */
function StaffNote() {
  const { t } = useTranslation('admin');
  const staff = useStaff();
  return (
    <section className="rounded-xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
      <h2 className="mb-1 font-semibold text-slate-900">{t('users.staff.title')}</h2>
      <p>{t('users.staff.roles')}</p>
      <p className="mt-1">
        {t(isAdministrator(staff) ? 'users.staff.howTo' : 'users.staff.administratorsOnly')}
      </p>
    </section>
  );
}
