import type { MatchSummary } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isInPlay } from './match-format';

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** The running clock as fans read it: 上半场 23' / 第三节 05:12 / 中场 / 已结束. */
export function useClockText(): (match: MatchSummary) => { label: string; clock: string } {
  const { t } = useTranslation('scores');
  return (match) => {
    const label = t(`status.${match.status}`);
    if (match.sport === 'football' && match.minute !== null) {
      const stoppage = match.stoppage ? `+${match.stoppage}` : '';
      return { label, clock: `${match.minute}${stoppage}'` };
    }
    if (match.sport === 'basketball' && match.seconds_left !== null && isInPlay(match.status)) {
      const minutes = Math.floor(match.seconds_left / 60);
      return { label, clock: `${twoDigits(minutes)}:${twoDigits(match.seconds_left % 60)}` };
    }
    return { label, clock: '' };
  };
}

/** Status and clock cell; a blinking dot marks a match in play. */
export function MatchClock({ match }: { match: MatchSummary }) {
  const clockText = useClockText();
  const { label, clock } = clockText(match);
  const live = isInPlay(match.status);
  return (
    <span
      data-testid="match-clock"
      data-status={match.status}
      className={
        live ? 'inline-flex items-center gap-1 font-medium text-red-600' : 'text-slate-500'
      }
    >
      {live && (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-red-600" />
      )}
      <span>{label}</span>
      {clock && <span className="tabular-nums">{clock}</span>}
    </span>
  );
}
