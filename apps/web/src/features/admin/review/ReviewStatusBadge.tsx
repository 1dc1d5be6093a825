import type { ReviewStatus } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../../shared/ui/Surface';

const TONES: Record<ReviewStatus, BadgeTone> = {
  waiting: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
