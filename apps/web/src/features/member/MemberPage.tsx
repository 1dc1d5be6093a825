import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { read } from '../../shared/storage';
import { cx } from '../../shared/ui/cx';
import { useStoredValue } from '../../shared/use-stored-value';
import { PrivateChatPanel } from '../chat';
import { CertificationSection } from './CertificationSection';
import { FollowsSection } from './FollowsSection';
import { ProfileSection } from './ProfileSection';
import {
  isRealSection,
  isStreamerSection,
  MEMBER_SECTIONS,
  sectionFromParams,
  sectionHref,
  type MemberSection,
  type RealSection,
} from '../../shared/member-sections';
import { ChangePasswordForm, PaymentPasswordForm } from './SecuritySection';
import { BroadcastPlansPanel } from './streamer/BroadcastPlansPanel';
import { StreamerCentre, StreamerSection } from './streamer/StreamerCentre';
import {
  AlipaySection,
  BankCardSection,
  LevelSection,
  NobleSection,
  RechargeSection,
  WalletSection,
  WithdrawalSection,
} from '../wallet';
import { GuessRecordsSection } from '../guess';
import { HornSection } from '../horn';
import { MallSection } from '../mall';
import { TaskCentreSection } from '../tasks';
import { PublishVideoSection } from '../video';
import { ExpertApplicationSection } from '../specialist';
import { FanGroupSection } from '../fan-groups';
import { DistributionSection } from '../distribution';
import { AlertsSection } from '../favourites';

function RealSectionView({ section }: { section: RealSection }): ReactNode {
  switch (section) {
    case 'profile':
      return <ProfileSection />;
    case 'follows':
      return <FollowsSection />;
    case 'alerts':
      return <AlertsSection />;
    case 'security':
      return (
        <div className="flex flex-col gap-6">
          <ChangePasswordForm />
          <PaymentPasswordForm />
        </div>
      );
    case 'paymentPassword':
      return <PaymentPasswordForm />;
    case 'certification':
      return <CertificationSection />;
    case 'distribution':
      return <DistributionSection />;
    case 'streamer':
      return <StreamerCentre />;
    case 'broadcastRecords':
    case 'broadcastSettings':
    case 'announcement':
    case 'rooms':
      return <StreamerSection section={section} />;
    case 'reservations':
      return <BroadcastPlansPanel />;
    case 'messages':
      return <PrivateChatPanel className="h-[36rem] max-h-[calc(100vh-10rem)]" />;
    case 'wallet':
      return <WalletSection />;
    case 'recharge':
      return <RechargeSection />;
    case 'withdrawal':
      return <WithdrawalSection />;
    case 'bankCard':
      return <BankCardSection />;
    case 'alipay':
      return <AlipaySection />;
    case 'level':
      return <LevelSection />;
    case 'noble':
      return <NobleSection />;
    case 'tasks':
      return <TaskCentreSection />;
    case 'mall':
      return <MallSection />;
    case 'horn':
      return <HornSection />;
    case 'funGuess':
      return <GuessRecordsSection />;
    case 'publishVideo':
      return <PublishVideoSection />;
    case 'expert':
      return <ExpertApplicationSection />;
    case 'fanGroup':
      return <FanGroupSection />;
  }
}

function SectionMenu({ current }: { current: MemberSection }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const user = useStoredValue('userInfo');
  // The streamer pages are for streamers; other members reach the application instead.
  const sections = MEMBER_SECTIONS.filter(
    (section) => section === current || !isStreamerSection(section) || (user?.is_anchor ?? 0) !== 0,
  );
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-medium text-slate-700 lg:hidden">
        {t('sectionSelect')}
        <select
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
          value={current}
          data-testid="member-section-select"
          onChange={(event) => void navigate(sectionHref(event.target.value as MemberSection))}
        >
          {sections.map((section) => (
            <option key={section} value={section}>
              {t(`sections.${section}`)}
            </option>
          ))}
        </select>
      </label>
      <nav
        aria-label={t('menuLabel')}
        className="hidden w-56 shrink-0 flex-col gap-0.5 self-start rounded-xl bg-white p-2 shadow-sm ring-1 ring-slate-200 lg:flex"
        data-testid="member-menu"
      >
        {sections.map((section) => (
          <Link
            key={section}
            to={sectionHref(section)}
            aria-current={section === current ? 'page' : undefined}
            className={cx(
              'rounded-lg px-3 py-2 text-sm',
              section === current
                ? 'bg-brand-50 font-semibold text-brand-700'
                : 'text-slate-700 hover:bg-slate-100',
            )}
          >
            {t(`sections.${section}`)}
          </Link>
        ))}
      </nav>
    </>
  );
}

/**
 * /member (spec §2): the member centre. Visitors go to /login with a redirect back; a session
 * that ends while here shows a notice (the API client then goes to /main after 1 s, spec §8).
 */
export function MemberPage() {
  const { t } = useTranslation('member');
  const location = useLocation();
  const [params] = useSearchParams();
  const user = useStoredValue('userInfo');
  const [arrivedAsVisitor] = useState(() => read('userInfo') === null);

  if (arrivedAsVisitor) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate replace to={`/login?redirect=${encodeURIComponent(back)}`} />;
  }
  if (!user) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 text-center" data-state="session-ended">
        <p role="status" className="text-slate-700">
          {t('sessionEnded')}
        </p>
      </div>
    );
  }

  const section = sectionFromParams(params);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 lg:flex-row">
      <SectionMenu current={section} />
      <section className="min-w-0 flex-1" data-testid="member-section" data-section={section}>
        <h1 className="mb-4 text-xl font-bold text-slate-900">{t(`sections.${section}`)}</h1>
        {/* Every menu section is built now (fanGroup was the last); one added to the menu
            before it is built needs the in-development placeholder back here. */}
        {isRealSection(section) && <RealSectionView section={section} />}
      </section>
    </div>
  );
}
