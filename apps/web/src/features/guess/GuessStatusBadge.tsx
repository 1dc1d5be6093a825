import type { GuessStatus, StakeStatus } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../shared/ui/Surface';

const GUESS_TONES: Record<GuessStatus, BadgeTone> = {
  open: 'live',
  pending: 'warning',
  settled: 'success',
  stopped: 'neutral',
};

const STAKE_TONES: Record<StakeStatus, BadgeTone> = {
  pending: 'warning',
  won: 'success',
  lost: 'neutral',
  draw: 'brand',
  stopped: 'neutral',
};

/** A guess's status: open, pending settlement, settled, stopped. */
export function GuessStatusBadge({ status }: { status: GuessStatus }) {
  const { t } = useTranslation('guess');
  return (
    <span data-testid="guess-status">
      <Badge tone={GUESS_TONES[status]}>{t(`status.${status}`)}</Badge>
    </span>
  );
}

/** A stake's status in the records: pending, won, lost, draw (returned), stopped. */
export function StakeStatusBadge({ status }: { status: StakeStatus }) {
  const { t } = useTranslation('guess');
  return (
    <span data-testid="guess-record-status">
      <Badge tone={STAKE_TONES[status]}>{t(`records.status.${status}`)}</Badge>
    </span>
  );
}
