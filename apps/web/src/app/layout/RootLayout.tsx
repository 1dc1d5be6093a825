import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Outlet } from 'react-router';
import { LoginDialogHost } from '../../features/auth/LoginDialogHost';
import { PrivateChatHost } from '../../features/chat/private/PrivateChatHost';
import { DownloadDialog } from '../../features/download/DownloadDialog';
import { SignInHost } from '../../features/sign-in/SignInHost';
import { RechargeHost } from '../../features/wallet/RechargeHost';
import { ConfirmHost, ToastHost } from '../../shared/ui/Hosts';
import { AppStatusBar } from './AppStatusBar';
import { DocumentTitle } from './DocumentTitle';
import { Footer } from './Footer';
import { GoalAlertHost } from './GoalAlertHost';
import { NavigationProgress } from './NavigationProgress';
import { QuickTab } from './QuickTab';
import { ReminderHost } from './ReminderHost';
import { TopBar } from './TopBar';

/** The layout every route shares: top bar, page, footer, quick tab and the dialog hosts. */
export function RootLayout() {
  const { t } = useTranslation('nav');
  const [downloadOpen, setDownloadOpen] = useState(false);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-[90] rounded bg-white px-3 py-2 text-slate-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('home')}
      </a>
      <DocumentTitle />
      <NavigationProgress />
      <TopBar />
      <main id="content" className="flex-1 pt-14 lg:pt-16">
        <Outlet />
      </main>
      <Footer />
      <QuickTab onOpenDownload={() => setDownloadOpen(true)} />
      <DownloadDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
      <GoalAlertHost />
      <ReminderHost />
      <LoginDialogHost />
      <PrivateChatHost />
      <RechargeHost />
      <SignInHost />
      <AppStatusBar />
      <ToastHost />
      <ConfirmHost />
    </div>
  );
}
