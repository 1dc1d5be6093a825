import { useRef, useState } from 'react';

/** Runs one submit at a time: a second submit while one is in flight is ignored (spec §5). */
export function useSubmitGuard() {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await task();
    } catch {
      // The API client has shown the server's message; the form stays as it was.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * A form's submit: `check` says what is wrong (shown as `problem`, nothing sent), else `send`
 * runs, one at a time.
 */
export function useCheckedSubmit<Problem>(check: () => Problem | null, send: () => Promise<void>) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const guard = useSubmitGuard();
  const submit = () =>
    guard.run(async () => {
      const found = check();
      setProblem(found);
      if (found === null) await send();
    });
  return { problem, setProblem, busy: guard.busy, submit };
}

/** The text fields of a form: `bind(field)` gives a field its value and change handler. */
export function useTextFields<Field extends string>(empty: Record<Field, string>) {
  const [values, setValues] = useState(empty);
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
  });
  return { values, bind, clear: () => setValues(empty) };
}
