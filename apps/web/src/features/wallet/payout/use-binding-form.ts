import type { CallDefinition } from '@tifo/contract';
import { useRef, useState } from 'react';
import { refusalMessage } from './api';
import { fieldsRefusedBy } from './validate';

/**
 * State of a form that binds a payout account: its text fields, the fields the contract
 * refuses, the server's refusal, and a submit that sends at most once at a time.
 */
export function useBindingForm<Field extends string>({
  empty,
  call,
  normalise = (values) => values,
  send,
}: {
  empty: Record<Field, string>;
  /** The call whose body schema checks the fields before anything is sent. */
  call: CallDefinition;
  /** The values as they are sent (e.g. the card number without its spaces). */
  normalise?: (values: Record<Field, string>) => Record<Field, string>;
  send: (values: Record<Field, string>) => Promise<unknown>;
}) {
  const [values, setValues] = useState(empty);
  const [refused, setRefused] = useState<ReadonlySet<Field>>(() => new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const inFlight = useRef(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setRefused((current) => new Set([...current].filter((entry) => entry !== field)));
  };

  /** Checks and sends; true once the server has accepted. */
  const submit = async (): Promise<boolean> => {
    if (inFlight.current) return false;
    const body = normalise(values);
    const refusedNow = fieldsRefusedBy(call, body);
    setRefused(refusedNow);
    setRefusal(null);
    if (refusedNow.size > 0) return false;
    inFlight.current = true;
    try {
      await send(body);
      setValues(empty);
      return true;
    } catch (error) {
      setRefusal(refusalMessage(error));
      return false;
    } finally {
      inFlight.current = false;
    }
  };

  return { values, change, refused, refusal, submit };
}
