import { Navigate, Route, Routes } from 'react-router';
import { AuditLogPage } from './audit/AuditLogPage';
import { BlockedWordsPage } from './blocked-words/BlockedWordsPage';
import { BannersPage } from './content/BannersPage';
import { GoodsPage } from './content/GoodsPage';
import { LegalTextsPage } from './content/LegalTextsPage';
import { PackagesPage } from './content/PackagesPage';
import { GiftsPage } from './gifts/GiftsPage';
import { MoneyPage } from './money/MoneyPage';
import { NewsDeskPage } from './news/NewsDeskPage';
import { NewsEditorPage } from './news/NewsEditorPage';
import { OverviewPage } from './overview/OverviewPage';
import { AnchorApplicationsPage } from './queues/AnchorApplicationsPage';
import { ExpertApplicationsPage } from './queues/ExpertApplicationsPage';
import { HornsPage } from './queues/HornsPage';
import { LivePlansPage } from './queues/LivePlansPage';
import { PaymentIncidentsPage } from './queues/PaymentIncidentsPage';
import { WithdrawalsPage } from './queues/WithdrawalsPage';
import { ReportsPage } from './reports/ReportsPage';
import { RewardsPage } from './rewards/RewardsPage';
import { RoomsPage } from './rooms/RoomsPage';
import { ShipmentsPage } from './shipments/ShipmentsPage';
import { UserDetailPage } from './users/UserDetailPage';
import { UsersPage } from './users/UsersPage';

/**
 * The console's pages, relative to /admin. Descendant routes rather than children in
 * app/routes.tsx: the whole console stays one lazy chunk that nothing else imports.
 */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<OverviewPage />} />
      <Route path="anchor-applications" element={<AnchorApplicationsPage />} />
      <Route path="expert-applications" element={<ExpertApplicationsPage />} />
      <Route path="horns" element={<HornsPage />} />
      <Route path="live-plans" element={<LivePlansPage />} />
      <Route path="withdrawals" element={<WithdrawalsPage />} />
      <Route path="payment-incidents" element={<PaymentIncidentsPage />} />
      <Route path="reports" element={<ReportsPage />} />
      <Route path="shipments" element={<ShipmentsPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/:id" element={<UserDetailPage />} />
      <Route path="money/*" element={<MoneyPage />} />
      <Route path="rooms" element={<RoomsPage />} />
      <Route path="blocked-words" element={<BlockedWordsPage />} />
      <Route path="gifts" element={<GiftsPage />} />
      <Route path="rewards" element={<RewardsPage />} />
      <Route path="packages" element={<PackagesPage />} />
      <Route path="goods" element={<GoodsPage />} />
      <Route path="banners" element={<BannersPage />} />
      <Route path="news" element={<NewsDeskPage />} />
      <Route path="news/new" element={<NewsEditorPage />} />
      <Route path="news/:id" element={<NewsEditorPage />} />
      <Route path="legal" element={<LegalTextsPage />} />
      <Route path="audit" element={<AuditLogPage />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
