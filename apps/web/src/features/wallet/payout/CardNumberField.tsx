import { useLayoutEffect, useRef } from 'react';
import { TextField } from '../../../shared/ui/Field';
import { caretAfterDigits, groupCardNumber } from './validate';

/** A card number box that groups the digits in fours as they are typed ("6222 0200 1234"). */
export function CardNumberField({
  label,
  hint,
  error,
  value,
  onChange,
  testId,
}: {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  const input = useRef<HTMLInputElement | null>(null);
  const digitsBeforeCaret = useRef<number | null>(null);

  // Regrouping replaces the text, which would throw the caret to the end: put it back after
  // the same digit it followed.
  useLayoutEffect(() => {
    const element = input.current;
    const digits = digitsBeforeCaret.current;
    if (!element || digits === null || document.activeElement !== element) return;
    digitsBeforeCaret.current = null;
    const position = caretAfterDigits(value, digits);
    element.setSelectionRange(position, position);
  }, [value]);

  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      inputMode="numeric"
      autoComplete="off"
      // 19 digits and the spaces between their groups.
      maxLength={23}
      value={value}
      onChange={(event) => {
        const typed = event.target.value;
        const caret = event.target.selectionStart ?? typed.length;
        input.current = event.target;
        digitsBeforeCaret.current = typed.slice(0, caret).replace(/\D/g, '').length;
        onChange(groupCardNumber(typed));
      }}
      data-testid={testId}
    />
  );
}
