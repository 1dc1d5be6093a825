import type { ExchangeRecord, ExchangeStatus } from '@tifo/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { Badge, type BadgeTone } from '../../shared/ui/Surface';
import { pageLanguage } from '../../shared/format/locale';
import { formatDateTime } from '../../shared/format/date-time';
import { useGoldFormat } from './use-gold-format';

const STATUS_TONES: Record<ExchangeStatus, BadgeTone> = {
  delivered: 'success',
  waiting: 'warning',
  shipped: 'brand',
};

/** One exchange: what, how many, the gold paid, its state, and where an item goes. */
export function RecordItem({ record }: { record: ExchangeRecord }) {
  const { t, i18n } = useTranslation('mall');
  const { gold } = useGoldFormat();
  return (
    <li data-testid="mall-record" data-status={record.status} className="flex gap-3 py-3">
      <img
        src={record.image}
        alt=""
        loading="lazy"
        className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-start justify-between gap-2">
          <p className="truncate font-medium text-slate-900">
            {t('records.item', { name: record.goods_name, count: record.count })}
          </p>
          <span data-testid="mall-record-status">
            <Badge tone={STATUS_TONES[record.status]}>{t(`records.status.${record.status}`)}</Badge>
          </span>
        </div>
        <p className="text-sm text-amber-700 tabular-nums">
          {t('records.paid', { amount: gold(record.gold) })}
        </p>
        <time dateTime={record.created_at} className="text-xs text-slate-500">
          {formatDateTime(record.created_at, pageLanguage(i18n.language))}
        </time>
        {record.contact && (
          <p data-testid="mall-record-contact" className="text-xs break-words text-slate-600">
            {t('records.contact', record.contact)}
          </p>
        )}
        {record.tracking && (
          <p data-testid="mall-record-tracking" className="text-xs break-words text-slate-600">
            {t('records.tracking', { tracking: record.tracking })}
          </p>
        )}
      </div>
    </li>
  );
}
