import { BARRAGE_KINDS, BARRAGE_PRICES, type BarrageKind } from '@tifo/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cx } from '../../../shared/ui/cx';
import { BalanceRow } from '../../../shared/wallet/BalanceRow';
import { formatDiamonds } from '../../../shared/format/money';
import { pageLanguage } from '../../../shared/format/locale';

/**
 * The kind of the next barrage, beside the send button: normal (free), paid (stands out in
 * this room) or advertising (flies across every live room's video).
 */
export function BarrageKindSelect({
  kind,
  freeLeft,
  disabled,
  onChange,
}: {
  kind: BarrageKind;
  freeLeft: number | null;
  disabled?: boolean;
  onChange: (kind: BarrageKind) => void;
}) {
  const { t } = useTranslation('live');
  const label = (option: BarrageKind) => {
    switch (option) {
      case 'normal':
        return t('barrageKind.option.normal');
      case 'paid':
        return t('barrageKind.option.paid', { price: BARRAGE_PRICES.paid });
      case 'advert':
        return freeLeft !== null && freeLeft > 0
          ? t('barrageKind.option.advertFree', { count: freeLeft })
          : t('barrageKind.option.advert', { price: BARRAGE_PRICES.advert });
    }
  };
  return (
    <select
      data-testid="barrage-kind-select"
      aria-label={t('barrageKind.label')}
      value={kind}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as BarrageKind)}
      className={cx(
        'h-10 w-20 shrink-0 rounded-lg border bg-white px-1 text-xs pointer-coarse:h-11 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100',
        kind === 'paid'
          ? 'border-amber-400 text-amber-800'
          : kind === 'advert'
            ? 'border-violet-400 text-violet-800'
            : 'border-slate-300 text-slate-700',
      )}
    >
      {BARRAGE_KINDS.map((option) => (
        <option key={option} value={option}>
          {label(option)}
        </option>
      ))}
    </select>
  );
}

/**
 * What the chosen paid kind does and costs, the member's diamonds and a way to top up
 * (highlighted when the diamonds are short).
 */
export function BarrageKindHint({
  kind,
  freeLeft,
  balance,
  short,
}: {
  kind: 'paid' | 'advert';
  freeLeft: number | null;
  /** Diamonds, when the stored profile knows them. */
  balance: number | undefined;
  short: boolean;
}) {
  const { t, i18n } = useTranslation('live');
  const text =
    kind === 'paid'
      ? t('barrageKind.hint.paid', { price: BARRAGE_PRICES.paid })
      : freeLeft !== null && freeLeft > 0
        ? t('barrageKind.hint.advertFree', { count: freeLeft })
        : t('barrageKind.hint.advert', { price: BARRAGE_PRICES.advert });
  return (
    <div
      data-testid="barrage-kind-hint"
      data-kind={kind}
      className="mt-2 flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs"
    >
      <p className={kind === 'paid' ? 'text-amber-800' : 'text-violet-800'}>{text}</p>
      <BalanceRow
        testId="barrage"
        className="text-slate-600"
        balance={
          balance === undefined
            ? undefined
            : t('barrageKind.balance', {
                value: formatDiamonds(balance, pageLanguage(i18n.language)),
              })
        }
        recharge={t('barrageKind.recharge')}
        short={short}
      />
    </div>
  );
}
