import { useState } from 'react';
import { useLazyTranslation } from '../../shared/i18n/lazy-namespaces';
import { Card, Skeleton } from '../../shared/ui/Surface';
import { Tabs } from '../../shared/ui/Tabs';
import { AgentPanel } from './agent/AgentPanel';
import { useDistributionSummaryQuery } from './api';
import { CommissionsPanel } from './CommissionsPanel';
import { InviteCard } from './InviteCard';
import { InviteesPanel } from './InviteesPanel';
import { SummaryCards } from './SummaryCards';

type Part = 'invitees' | 'commissions' | 'agent';

/**
 * The member centre's referral centre (spec §2 "distribution centre", §6 channel agent): the
 * invite code and link, what the invitees brought, the earnings statement, and for channel
 * agents their channel's link and daily statistics.
 */
export function DistributionSection() {
  const { t, ready } = useLazyTranslation('distribution');
  const summary = useDistributionSummaryQuery();
  const [part, setPart] = useState<Part>('invitees');
  if (!ready) return <Skeleton className="h-64 w-full" />;

  const channel = summary.data?.agent_channel ?? null;
  const parts = [
    { value: 'invitees' as const, label: t('tabs.invitees') },
    { value: 'commissions' as const, label: t('tabs.commissions') },
    ...(channel ? [{ value: 'agent' as const, label: t('tabs.agent') }] : []),
  ];
  // An agent whose channel was stopped meanwhile falls back to the first part.
  const shown: Part = part === 'agent' && !channel ? 'invitees' : part;

  return (
    <div className="flex flex-col gap-4">
      <InviteCard />
      <SummaryCards query={summary} />
      <Card>
        <Tabs items={parts} value={shown} onChange={setPart} label={t('tabs.label')} />
        <div role="tabpanel" aria-label={t(`tabs.${shown}`)} className="pt-4">
          {shown === 'invitees' && <InviteesPanel />}
          {shown === 'commissions' && <CommissionsPanel />}
          {shown === 'agent' && channel && <AgentPanel channel={channel} />}
        </div>
      </Card>
    </div>
  );
}
