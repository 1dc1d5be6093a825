import { liveDataServerMessageSchema } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { readLiveDataMessage } from './live-data-message';

/** Messages the server sends, and frames it never would. */
const samples: unknown[] = [
  { code: 101, msg: 'ok', data: { client_id: 'c1', protocol: 1, heartbeat_ms: 30000 } },
  { code: 101, msg: 'ok', data: { client_id: 'c1', protocol: 1.5, heartbeat_ms: 30000 } },
  { code: 101, data: { client_id: 'c1', protocol: 1, heartbeat_ms: 30000 } },
  { code: 102, data: { server_time: 1700000000000 }, extra: 1 },
  { code: 102, data: { server_time: '1700000000000' } },
  { code: 100, data: { type: 'football_match', list: [{ id: 1 }] } },
  { code: 100, data: { type: 'cricket_match' } },
  { code: 100, data: [] },
  { code: 200, type: 'goal', data: { anything: true } },
  { code: 200, type: 'walletChanged' },
  { code: 200, type: 'noSuchEvent', data: {} },
  { code: 400, msg: 'bad message' },
  { code: 400 },
  { code: 500, msg: 'unknown code' },
  { code: '101', msg: 'ok', data: { client_id: 'c1', protocol: 1, heartbeat_ms: 1 } },
  [101],
  null,
  'text',
];

describe('readLiveDataMessage', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))(
    'reads %s as the contract schema does',
    (_, sample) => {
      const parsed = liveDataServerMessageSchema.safeParse(sample);
      expect(readLiveDataMessage(sample)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it('accepts the register answer and refuses a broken one', () => {
    expect(readLiveDataMessage(samples[0])).not.toBeNull();
    expect(readLiveDataMessage(samples[1])).toBeNull();
  });
});
