import { useMemo, useState } from 'react';
import { DISTRIBUTION_LIMITS } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { siteDay } from '../../../shared/format/site-day';
import { TextField } from '../../../shared/ui/Field';
import { Skeleton } from '../../../shared/ui/Surface';
import { useAgentStatsQuery, type DayRange } from '../api';
import { CopyField } from '../CopyField';
import { channelLink } from '../links';
import { PartError } from '../PartError';
import { AgentStatsTable, totalsOf } from './AgentStatsTable';
import { defaultStatsRange, moveRangeEnd } from './stats-range';

/** The days of the statistics, picked as two dates of the site's calendar. */
function RangeFields({
  range,
  today,
  onChange,
}: {
  range: DayRange;
  today: string;
  onChange: (end: keyof DayRange, day: string) => void;
}) {
  const { t } = useTranslation('distribution');
  return (
    <div className="grid grid-cols-2 gap-2 sm:max-w-md">
      <TextField
        type="date"
        label={t('agent.from')}
        max={today}
        value={range.from}
        onChange={(event) => onChange('from', event.target.value)}
        data-testid="agent-from"
      />
      <TextField
        type="date"
        label={t('agent.to')}
        max={today}
        value={range.to}
        onChange={(event) => onChange('to', event.target.value)}
        data-testid="agent-to"
      />
    </div>
  );
}

/** The statistics of the picked days: a table with totals, or why it is missing. */
function AgentStats() {
  const { t } = useTranslation('distribution');
  const today = useMemo(() => siteDay(), []);
  const [range, setRange] = useState(() => defaultStatsRange(today));
  const stats = useAgentStatsQuery(range);
  const days = stats.data?.days ?? [];
  const quiet = days.length > 0 && Object.values(totalsOf(days)).every((total) => total === 0);

  return (
    <section
      aria-label={t('agent.statsTitle')}
      className="flex flex-col gap-3"
      data-testid="agent-stats"
    >
      <h3 className="font-semibold text-slate-900">{t('agent.statsTitle')}</h3>
      <RangeFields
        range={range}
        today={today}
        onChange={(end, day) => setRange((current) => moveRangeEnd(current, end, day, today))}
      />
      <p className="text-xs text-slate-500">
        {t('agent.rangeHint', { days: DISTRIBUTION_LIMITS.statsMaxDays })}
      </p>
      {stats.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : stats.data ? (
        <>
          {stats.data.agent.share_percent > 0 && (
            <p className="text-sm text-slate-700" data-testid="agent-share">
              {t('agent.share', { percent: stats.data.agent.share_percent })}
            </p>
          )}
          {quiet && <p className="text-sm text-slate-600">{t('agent.quiet')}</p>}
          <AgentStatsTable days={days} busy={stats.isPlaceholderData} />
          <p className="text-xs text-slate-500">{t('agent.activeNote')}</p>
        </>
      ) : (
        <PartError
          text={t('agent.loadError')}
          error={stats.error}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      )}
    </section>
  );
}

/** What a channel agent has: the channel's link to hand out, and its statistics by day. */
export function AgentPanel({ channel }: { channel: string }) {
  const { t } = useTranslation('distribution');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 text-sm">
        <p className="text-slate-600">{t('agent.intro')}</p>
        <p>
          <span className="text-slate-500">{t('agent.channelCode')}</span>{' '}
          <span className="font-mono font-semibold" data-testid="agent-channel">
            {channel}
          </span>
        </p>
        <CopyField
          label={t('agent.channelLink')}
          value={channelLink(channel)}
          testId="agent-channel-link"
        />
      </div>
      <AgentStats />
    </div>
  );
}
