import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../shared/ui/Button';
import { TextField } from '../../../shared/ui/Field';
import { AccountView } from './AccountView';
import { ledgerPath } from './ledger-path';
import { TransactionView } from './TransactionView';

/** A positive id from the address, else null. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The ledger explorer: a transaction by its id, with its postings from account to account; an
 * account with its balance and history. What is shown is in the address (`?transaction=`,
 * `?account=`), so the browser's Back walks back through the explorer.
 */
export function LedgerTab() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const transaction = idParam(params.get('transaction'));
  const account = idParam(params.get('account'));
  const [draft, setDraft] = useState(transaction === null ? '' : String(transaction));

  const open = (event: FormEvent) => {
    event.preventDefault();
    const id = idParam(draft.trim());
    if (id !== null) void navigate(ledgerPath({ transaction: id }));
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={open} className="flex items-end gap-2">
        <div className="w-48">
          <TextField
            label={t('money.ledger.transactionId')}
            inputMode="numeric"
            value={draft}
            onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={idParam(draft) === null}>
          {t('money.ledger.open')}
        </Button>
      </form>
      {transaction !== null ? (
        <TransactionView key={transaction} id={transaction} />
      ) : account !== null ? (
        <AccountView key={account} id={account} />
      ) : (
        <p className="text-sm text-slate-600">{t('money.ledger.hint')}</p>
      )}
    </div>
  );
}
