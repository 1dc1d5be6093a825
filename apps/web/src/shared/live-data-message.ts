import {
  LIVE_DATA_EVENT_TYPES,
  LIVE_DATA_SPORT_TYPES,
  type LiveDataScoreMessage,
  type LiveDataServerMessage,
} from '@tifo/contract';
import { INVALID, number, objectOf, oneOf, string, type Check } from './value-checks';

const integer = number({ integer: true });
const anything = (value: unknown) => value;
const event = objectOf({ code: oneOf([200]), type: oneOf(LIVE_DATA_EVENT_TYPES), data: anything });

/** Score and index data: its `type` names the sport; the rest is read by the score pages. */
const scoreData: Check<LiveDataScoreMessage['data']> = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
  const sport = oneOf(LIVE_DATA_SPORT_TYPES)((value as { type?: unknown }).type);
  return sport === INVALID ? INVALID : { ...value, type: sport };
};

/**
 * Each server message by its `code`, as the contract's `liveDataServerMessageSchema` reads it
 * (the schema would bring zod onto the first load; live-data-message.test.ts holds the two to
 * the same answers). A code-200 event's `data` is read by its listener (live-data-events.ts).
 */
const messageByCode: Record<LiveDataServerMessage['code'], Check<LiveDataServerMessage>> = {
  101: objectOf({
    code: oneOf([101]),
    msg: string(),
    data: objectOf({ client_id: string(), protocol: integer, heartbeat_ms: integer }),
  }),
  102: objectOf({ code: oneOf([102]), data: objectOf({ server_time: number() }) }),
  100: objectOf({ code: oneOf([100]), data: scoreData }),
  // The schema's `data: z.unknown()` still wants the field there (null will do).
  200: (value) =>
    typeof value === 'object' && value !== null && 'data' in value ? event(value) : INVALID,
  400: objectOf({ code: oneOf([400]), msg: string() }),
};

/** A live-data server message, or null when it is none. */
export function readLiveDataMessage(value: unknown): LiveDataServerMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as { code?: unknown }).code;
  const check =
    typeof code === 'number' && code in messageByCode
      ? messageByCode[code as LiveDataServerMessage['code']]
      : undefined;
  const message = check?.(value);
  return message === undefined || message === INVALID ? null : message;
}
