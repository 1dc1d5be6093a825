import { useTranslation } from '../../../shared/i18n/use-translation';
import { Navigate, NavLink, Route, Routes } from 'react-router';
import { cx } from '../../../shared/ui/cx';
import { ConsolePage } from '../ui/ConsolePage';
import { BooksTab } from './BooksTab';
import { LedgerTab } from './LedgerTab';
import { OrdersTab } from './OrdersTab';
import { PlatformAccountsTab } from './PlatformAccountsTab';

/** The Money page's parts, each its own address under /admin/money. */
const TABS = ['orders', 'ledger', 'platform', 'books'] as const;

/** Orders, the ledger explorer, the platform's accounts and the books' checks (read-only). */
export function MoneyPage() {
  const { t } = useTranslation('admin');
  return (
    <ConsolePage title={t('nav.money')} description={t('money.description')}>
      <nav
        aria-label={t('money.tabsLabel')}
        className="flex gap-1 overflow-x-auto border-b border-slate-200"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab}
            to={`/admin/money/${tab}`}
            className={({ isActive }) =>
              cx(
                '-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-medium',
                isActive
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )
            }
          >
            {t(`money.tab.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <Routes>
        <Route path="orders" element={<OrdersTab />} />
        <Route path="ledger" element={<LedgerTab />} />
        <Route path="platform" element={<PlatformAccountsTab />} />
        <Route path="books" element={<BooksTab />} />
        <Route path="*" element={<Navigate to="/admin/money/orders" replace />} />
      </Routes>
    </ConsolePage>
  );
}
