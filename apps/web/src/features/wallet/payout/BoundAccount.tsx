import type { PayoutAccounts } from '@tifo/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/Button';
import { Card } from '../../../shared/ui/Surface';
import { LoadError } from '../../../shared/ui/LoadError';
import { usePayoutAccountsQuery } from './api';
import { PayoutSkeleton } from './PayoutStrings';

/** Label and (masked) value pairs of a bound account. */
export type AccountFacts = readonly (readonly [label: string, value: string])[];

/** The bound account as the server shows it (masked), or a line saying there is none. */
export function BoundAccount({
  title,
  emptyText,
  facts,
  onReplace,
}: {
  title: string;
  emptyText: string;
  facts: AccountFacts | null;
  onReplace?: (() => void) | undefined;
}) {
  const { t } = useTranslation('payout');
  return (
    <Card
      title={title}
      actions={
        onReplace && (
          <Button size="sm" variant="secondary" onClick={onReplace}>
            {t('bind.replace')}
          </Button>
        )
      }
    >
      {facts ? (
        <dl className="grid gap-2 text-sm sm:grid-cols-3" data-testid="payout-bound">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs text-slate-500">{label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600" data-testid="payout-unbound">
          {emptyText}
        </p>
      )}
    </Card>
  );
}

/**
 * A payout account section: the bound account, and the form to bind one (straight away when
 * none is bound, behind "change" otherwise).
 */
export function AccountScreen({
  title,
  emptyText,
  describe,
  renderForm,
}: {
  title: string;
  emptyText: string;
  describe: (accounts: PayoutAccounts) => AccountFacts | null;
  renderForm: (props: { replacing: boolean; onDone: () => void }) => ReactNode;
}) {
  const accounts = usePayoutAccountsQuery();
  const [replacing, setReplacing] = useState(false);
  if (accounts.isPending) return <PayoutSkeleton rows={4} />;
  if (accounts.isError) {
    return <LoadError onRetry={() => void accounts.refetch()} retrying={accounts.isRefetching} />;
  }
  const facts = describe(accounts.data);
  return (
    <div className="flex flex-col gap-6">
      <BoundAccount
        title={title}
        emptyText={emptyText}
        facts={facts}
        onReplace={facts && !replacing ? () => setReplacing(true) : undefined}
      />
      {(!facts || replacing) &&
        renderForm({ replacing: facts !== null, onDone: () => setReplacing(false) })}
    </div>
  );
}
