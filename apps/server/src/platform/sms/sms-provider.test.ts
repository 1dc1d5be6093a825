import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { maskedNumber, OutboxSmsProvider } from './sms-provider';

describe('the outbox SMS provider (security review M9)', () => {
  it('logs a masked number and never the text with its code', async () => {
    const lines: unknown[] = [];
    const logger = {
      info: (...args: unknown[]) => lines.push(args),
    } as unknown as FastifyBaseLogger;
    const stored: unknown[] = [];
    const db = {
      insert: () => ({ values: async (row: unknown) => void stored.push(row) }),
    } as unknown as Database;
    await new OutboxSmsProvider(db, logger).send({
      countryCode: 86,
      mobile: '13912345678',
      language: 'zh',
      content: { kind: 'code', code: '482913', minutes: 5 },
      text: '【Tifo】您的验证码是 482913',
    });
    expect(stored).toHaveLength(1);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain('13912345678');
    expect(logged).toContain('+86 139****5678');
    expect(maskedNumber({ countryCode: 84, mobile: '912' })).toBe('+84 ****');
  });
});
