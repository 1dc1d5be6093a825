import type { Horn, HornStatus } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../shared/ui/Surface';
import { pageLanguage } from '../../shared/format/locale';
import { formatDiamonds } from '../../shared/format/money';
import { formatDateTime } from '../../shared/format/date-time';

const STATUS_TONES: Record<HornStatus, BadgeTone> = {
  waiting: 'warning',
  succeeded: 'success',
  failed: 'neutral',
};

/** One of the member's horns: the text, its cost, its review state and when. */
export function HornItem({ horn }: { horn: Horn }) {
  const { t, i18n } = useTranslation('horn');
  const language = pageLanguage(i18n.language);
  return (
    <li data-testid="horn-item" data-status={horn.status} className="flex flex-col gap-1 py-3">
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 break-words text-slate-900">{horn.text}</p>
        <span data-testid="horn-item-status" className="shrink-0">
          <Badge tone={STATUS_TONES[horn.status]}>{t(`status.${horn.status}`)}</Badge>
        </span>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 text-sm tabular-nums">
        <span
          data-testid="horn-item-cost"
          className={horn.status === 'failed' ? 'text-slate-500 line-through' : 'text-amber-700'}
        >
          {t('item.cost', { value: formatDiamonds(horn.cost, pageLanguage(i18n.language)) })}
        </span>
        {horn.status === 'failed' && (
          <span data-testid="horn-item-refunded" className="text-green-700">
            {t('item.refunded')}
          </span>
        )}
      </p>
      {horn.status === 'failed' && horn.review_note && (
        <p
          data-testid="horn-item-note"
          className="rounded-md bg-slate-50 px-2 py-1 text-sm break-words text-slate-700"
        >
          {t('item.note', { note: horn.review_note })}
        </p>
      )}
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-500">
        <span>
          {t('item.sentAt')}{' '}
          <time dateTime={horn.created_at}>{formatDateTime(horn.created_at, language)}</time>
        </span>
        {horn.reviewed_at && (
          <span>
            {t('item.reviewedAt')}{' '}
            <time dateTime={horn.reviewed_at}>{formatDateTime(horn.reviewed_at, language)}</time>
          </span>
        )}
      </p>
    </li>
  );
}
