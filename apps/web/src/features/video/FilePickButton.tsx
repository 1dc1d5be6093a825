import { buttonClasses } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';

/**
 * A file input dressed as a button, with its hint beside it (the publish form's video and
 * cover). The input is emptied after each pick, so picking the same file again still counts.
 */
export function FilePickButton({
  id,
  label,
  hint,
  accept,
  busy,
  invalid,
  testId,
  onPick,
}: {
  id: string;
  label: string;
  hint: string;
  accept: readonly string[];
  busy: boolean;
  invalid: boolean;
  testId: string;
  onPick: (file: File) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label
        htmlFor={id}
        aria-busy={busy || undefined}
        className={cx(
          buttonClasses('secondary', 'sm'),
          'cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
        )}
      >
        {label}
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          className="sr-only"
          disabled={busy}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-message` : ''}`}
          data-testid={testId}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (file) onPick(file);
          }}
        />
      </label>
      <span id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </span>
    </div>
  );
}
