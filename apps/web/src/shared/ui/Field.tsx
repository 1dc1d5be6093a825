import {
  useId,
  type InputHTMLAttributes,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cx } from './cx';

const controlClasses = (invalid: boolean) =>
  cx(
    'w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400',
    'focus:outline-none focus:ring-2',
    invalid
      ? 'border-red-500 focus:ring-red-300'
      : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100',
  );

interface FieldChrome {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** Shown at the end of the hint line, e.g. "12/500". */
  counter?: string | undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  counter,
  children,
}: FieldChrome & { id: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {(error || hint || counter) && (
        <div className="flex justify-between gap-2 text-xs">
          {error ? (
            <p id={`${id}-message`} className="text-red-600" role="alert">
              {error}
            </p>
          ) : (
            <p id={`${id}-message`} className="text-slate-500">
              {hint}
            </p>
          )}
          {counter && <span className="shrink-0 text-slate-500">{counter}</span>}
        </div>
      )}
    </div>
  );
}

export function TextField({
  label,
  error,
  hint,
  counter,
  className,
  ...rest
}: FieldChrome & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} counter={counter}>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className={cx(controlClasses(Boolean(error)), className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export function TextArea({
  label,
  error,
  hint,
  counter,
  className,
  ...rest
}: FieldChrome & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} counter={counter}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? `${id}-message` : undefined}
        className={cx(controlClasses(Boolean(error)), 'min-h-32', className)}
        {...rest}
      />
    </FieldFrame>
  );
}

export function SelectField({
  label,
  error,
  hint,
  className,
  children,
  ...rest
}: FieldChrome & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        className={cx(controlClasses(Boolean(error)), className)}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
}

/** A password box that reports its text; 128 characters unless `maxLength` says otherwise. */
export function PasswordField({
  label,
  value,
  onChange,
  testId,
  hint,
  placeholder,
  autoComplete = 'current-password',
  inputMode,
  maxLength = 128,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  hint?: string | undefined;
  placeholder?: string | undefined;
  autoComplete?: 'current-password' | 'new-password';
  inputMode?: 'numeric';
  maxLength?: number;
}) {
  return (
    <TextField
      label={label}
      type="password"
      placeholder={placeholder}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      hint={hint}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    />
  );
}
