import { buttonClasses } from '../../shared/ui/Button';
import { cx } from '../../shared/ui/cx';

/** One file per pick, or (`multiple`) every file picked at once, in the order given. */
type FilePick =
  | { multiple?: false; onPick: (file: File) => void }
  | { multiple: true; onPick: (files: File[]) => void };

/**
 * A file input dressed as a button, with its hint beside it (the publish forms' videos, covers
 * and pictures). The input is emptied after each pick, so picking the same file again still
 * counts.
 */
export function FilePickButton({
  id,
  label,
  hint,
  accept,
  busy,
  invalid,
  testId,
  ...pick
}: {
  id: string;
  label: string;
  hint: string;
  accept: readonly string[];
  busy: boolean;
  invalid: boolean;
  testId: string;
} & FilePick) {
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
          multiple={pick.multiple}
          disabled={busy}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-message` : ''}`}
          data-testid={testId}
          onChange={(event) => {
            const input = event.currentTarget;
            const files = Array.from(input.files ?? []);
            input.value = '';
            const [first] = files;
            if (!first) return;
            if (pick.multiple) pick.onPick(files);
            else pick.onPick(first);
          }}
        />
      </label>
      <span id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </span>
    </div>
  );
}
