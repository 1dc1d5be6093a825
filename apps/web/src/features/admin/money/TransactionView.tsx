import { useTranslation } from '../../../shared/i18n/use-translation';
import { Card } from '../../../shared/ui/Surface';
import { Facts } from '../ui/Facts';
import { QueryState } from '../ui/QueryState';
import { When } from '../ui/When';
import { LedgerReason } from './LedgerWords';
import { useTransactionQuery } from './money-api';
import { PostingsTable } from './PostingsTable';

/** One ledger transaction: why it happened, what caused it, and its postings. */
export function TransactionView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const query = useTransactionQuery(id);
  return (
    <QueryState query={query}>
      {(transaction) => (
        <div className="flex flex-col gap-3">
          <Card title={t('money.ledger.transactionNo', { id: transaction.id })}>
            <Facts
              items={[
                [
                  t('money.ledger.reason'),
                  <LedgerReason key="reason" reason={transaction.reason} />,
                ],
                [
                  t('money.ledger.cause'),
                  transaction.cause_id === null ? '' : String(transaction.cause_id),
                ],
                [t('money.ledger.memo'), transaction.memo],
                [t('money.ledger.time'), <When key="time" iso={transaction.created_at} />],
              ]}
            />
          </Card>
          <PostingsTable label={t('money.ledger.postings')} postings={transaction.postings} />
        </div>
      )}
    </QueryState>
  );
}
