import { Navigate, Route, Routes } from 'react-router';
import { AuditLogPage } from './audit/AuditLogPage';
import { BlockedWordsPage } from './blocked-words/BlockedWordsPage';
import { GiftsPage } from './gifts/GiftsPage';
import { OverviewPage } from './overview/OverviewPage';
import { AnchorApplicationsPage } from './queues/AnchorApplicationsPage';
import { ExpertApplicationsPage } from './queues/ExpertApplicationsPage';
import { HornsPage } from './queues/HornsPage';
import { LivePlansPage } from './queues/LivePlansPage';
import { PaymentIncidentsPage } from './queues/PaymentIncidentsPage';
import { PostReportsPage } from './queues/PostReportsPage';
import { WithdrawalsPage } from './queues/WithdrawalsPage';
import { RoomsPage } from './rooms/RoomsPage';

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
      <Route path="post-reports" element={<PostReportsPage />} />
      <Route path="rooms" element={<RoomsPage />} />
      <Route path="blocked-words" element={<BlockedWordsPage />} />
      <Route path="gifts" element={<GiftsPage />} />
      <Route path="audit" element={<AuditLogPage />} />
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
