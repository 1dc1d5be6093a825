import { useTranslation } from '../../../shared/i18n/use-translation';
import { LoadMore } from '../../../shared/ui/ListStates';
import { Card, EmptyState } from '../../../shared/ui/Surface';
import { Facts } from '../ui/Facts';
import { QueryState } from '../ui/QueryState';
import { AccountLink, LedgerAmount } from './LedgerWords';
import { useAccountQuery } from './money-api';
import { PostingsTable } from './PostingsTable';

/** One ledger account: whose, its balance, and its postings a page at a time. */
export function AccountView({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const query = useAccountQuery(id);
  return (
    <QueryState query={query}>
      {({ pages }) => {
        const [first] = pages;
        if (!first) return null;
        const { account } = first;
        const postings = pages.flatMap((page) => page.postings);
        return (
          <div className="flex flex-col gap-3">
            <Card title={t('money.ledger.accountTitle', { id: account.id })}>
              <Facts
                items={[
                  [t('money.ledger.holder'), <AccountLink key="holder" account={account} />],
                  [t('money.ledger.currency'), account.currency],
                  [
                    t('money.ledger.balance'),
                    <LedgerAmount
                      key="balance"
                      minor={account.balance}
                      currency={account.currency}
                    />,
                  ],
                ]}
              />
            </Card>
            {postings.length === 0 ? (
              <EmptyState title={t('money.ledger.noPostings')} />
            ) : (
              <PostingsTable
                label={t('money.ledger.history')}
                postings={postings}
                accountId={account.id}
              />
            )}
            <LoadMore
              visible={query.hasNextPage}
              loading={query.isFetchingNextPage}
              onLoad={() => void query.fetchNextPage()}
              label={t('list.loadMore')}
              testId="admin-load-more"
              className="self-center"
            />
          </div>
        );
      }}
    </QueryState>
  );
}
