import type { Language, WithdrawalBackground as Background } from '@tifo/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LOCALES } from '../../../shared/format/locale';
import { formatDiamonds } from '../../../shared/format/money';
import { refusalMessage } from '../../../shared/refusal-message';
import { Button } from '../../../shared/ui/Button';
import { cx } from '../../../shared/ui/cx';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { Badge } from '../../../shared/ui/Surface';
import { useLanguage } from '../ui/use-language';
import { When } from '../ui/When';
import { useWithdrawalBackgroundQuery } from './queue-api';
import { numberFormat } from '../../../shared/format/intl';

/** "Background": where the member's money came from, loaded when the reviewer opens it. */
export function WithdrawalBackgroundToggle({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Button
        size="sm"
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {t('background.toggle')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && <BackgroundPanel userId={userId} />}
      </div>
    </div>
  );
}

function BackgroundPanel({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const query = useWithdrawalBackgroundQuery(userId, true);
  if (query.isPending) return <Spinner size="sm" />;
  if (query.isError) {
    const message = refusalMessage(query.error);
    return message ? (
      <p role="alert" className="text-sm text-red-700">
        {message}
      </p>
    ) : (
      <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  const background = query.data;
  return (
    <div
      data-testid="withdrawal-background"
      className="mt-2 flex flex-col gap-3 rounded-lg bg-slate-50 p-3 text-sm"
    >
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Signal
          label={t('background.registeredAt')}
          value={<When iso={background.registered_at} />}
        />
        <Signal
          label={t('background.giftsReceived')}
          value={t('background.giftsValue', {
            sends: background.gifts_received_30d.sends,
            diamonds: background.gifts_received_30d.diamonds,
          })}
        />
        <Signal
          label={t('background.sendersWithRefunds')}
          value={String(background.senders_with_refunds_30d)}
          alarming={background.senders_with_refunds_30d > 0}
        />
        <Signal
          label={t('background.referralFlags')}
          value={String(background.referral_flags)}
          alarming={background.referral_flags > 0}
        />
        <Signal
          label={t('background.withdrawalsPaid')}
          value={String(background.withdrawals_paid)}
        />
        <Signal
          label={t('background.withdrawalsRefused')}
          value={String(background.withdrawals_refused)}
          alarming={background.withdrawals_refused > 0}
        />
      </ul>
      <TopUps topUps={background.recent_topups} />
    </div>
  );
}

function Signal({
  label,
  value,
  alarming = false,
}: {
  label: string;
  value: ReactNode;
  /** A sign of fraud: shown in red so the reviewer looks twice. */
  alarming?: boolean;
}) {
  return (
    <li
      data-alarming={alarming || undefined}
      className={cx(
        'rounded-md bg-white px-2 py-1 ring-1',
        alarming ? 'ring-red-300' : 'ring-slate-200',
      )}
    >
      <span className="block text-xs text-slate-500">{label}</span>
      <span className={cx('font-medium', alarming ? 'text-red-700' : 'text-slate-900')}>
        {value}
      </span>
    </li>
  );
}

function TopUps({ topUps }: { topUps: Background['recent_topups'] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (topUps.length === 0) return <p className="text-slate-500">{t('background.noTopUps')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-xs">
        <caption className="pb-1 text-left text-sm font-medium text-slate-700">
          {t('background.recentTopUps')}
        </caption>
        <thead className="text-slate-500">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('background.order')}</th>
            <th className="py-1 pr-3 font-medium">{t('background.channel')}</th>
            <th className="py-1 pr-3 font-medium">{t('background.paid')}</th>
            <th className="py-1 pr-3 font-medium">{t('background.diamonds')}</th>
            <th className="py-1 pr-3 font-medium">{t('background.status')}</th>
            <th className="py-1 font-medium">{t('background.paidAt')}</th>
          </tr>
        </thead>
        <tbody>
          {topUps.map((topUp) => {
            const refunded = topUp.status === 'refunded';
            return (
              <tr
                key={topUp.order_no}
                data-refunded={refunded || undefined}
                className={cx('border-t border-slate-200', refunded && 'bg-red-50 text-red-800')}
              >
                <td className="py-1 pr-3 font-mono">{topUp.order_no}</td>
                <td className="py-1 pr-3">{topUp.channel}</td>
                <td className="py-1 pr-3 tabular-nums">
                  {formatMinorAmount(topUp.amount_minor, topUp.currency, language)}
                </td>
                <td className="py-1 pr-3 tabular-nums">
                  {formatDiamonds(topUp.diamonds, language)}
                </td>
                <td className="py-1 pr-3">
                  {refunded ? <Badge tone="live">{t('background.refunded')}</Badge> : topUp.status}
                </td>
                <td className="py-1">
                  <When iso={topUp.paid_at} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** An amount in a currency's minor units (fen, đồng) as money in the page language. */
export function formatMinorAmount(minor: number, currency: string, language: Language): string {
  try {
    const format = numberFormat(LOCALES[language].regional, {
      style: 'currency',
      currency,
    });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    // Not an ISO currency code: show what the server sent.
    return `${minor} ${currency}`;
  }
}
