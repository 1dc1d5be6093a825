import { cx } from '../ui/cx';
import { openRecharge } from './recharge-opener';

/**
 * The member's diamonds beside a button that opens the recharge dialog, the button highlighted
 * when the diamonds are short (gift bar, horn form, paid barrage hint, red envelope dialog).
 * Callers word both in their own namespace; the test ids are `<testId>-balance` and
 * `<testId>-recharge`.
 */
export function BalanceRow({
  testId,
  balance,
  recharge,
  short,
  className,
}: {
  testId: string;
  /** The balance line; left out, only the button shows. */
  balance?: string;
  /** The button's text. */
  recharge: string;
  short: boolean;
  /** Added to the row's `flex items-center gap-2`. */
  className?: string;
}) {
  return (
    <span className={cx('flex items-center gap-2', className)}>
      {balance !== undefined && <span data-testid={`${testId}-balance`}>{balance}</span>}
      <button
        type="button"
        data-testid={`${testId}-recharge`}
        onClick={openRecharge}
        className={cx(
          'rounded-full px-2 py-0.5 font-medium',
          short ? 'bg-amber-700 text-white hover:bg-amber-800' : 'text-brand-600 underline',
        )}
      >
        {recharge}
      </button>
    </span>
  );
}
