import { cx } from '../../../shared/ui/cx';

/** The line under a join button: progress (`status`) or why it did not work (`alert`). */
export function JoinNotice({ kind, text }: { kind: 'status' | 'alert'; text: string }) {
  return (
    <p
      data-testid="fan-group-join-notice"
      role={kind}
      className={cx('text-xs', kind === 'alert' ? 'text-red-700' : 'text-slate-600')}
    >
      {text}
    </p>
  );
}
