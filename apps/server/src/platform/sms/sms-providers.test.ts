import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import type { Database } from '../db/database';
import { createSmsProvider, RoutedSmsProvider } from './sms-providers';

const deps = {
  db: {} as Database,
  logger: { info: () => undefined } as unknown as FastifyBaseLogger,
};

const vendors = {
  ALIYUN_SMS_ACCESS_KEY_ID: 'id',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
  ALIYUN_SMS_SIGN_NAME: 'Tifo',
  ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: 'SMS_2',
  TENCENT_SMS_SECRET_ID: 'id',
  TENCENT_SMS_SECRET_KEY: 'key',
  TENCENT_SMS_SDK_APP_ID: '1400000000',
  TENCENT_SMS_SIGN_NAME: 'Tifo',
  TENCENT_SMS_TEMPLATE_ID: '1',
  TENCENT_SMS_NOTICE_TEMPLATE_ID: '2',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15005550006',
};

const providerFor = (env: NodeJS.ProcessEnv) => createSmsProvider(loadConfig(env).sms, deps);

describe('SMS routing by country code', () => {
  it('sends +86 through Aliyun, +84 and the rest through Twilio', () => {
    const sms = providerFor({ ...vendors, SMS_ROUTES: '86:aliyun,84:twilio,*:twilio' });
    expect(sms).toBeInstanceOf(RoutedSmsProvider);
    const routed = sms as RoutedSmsProvider;
    expect(routed.providerFor(86).name).toBe('aliyun');
    expect(routed.providerFor(84).name).toBe('twilio');
    expect(routed.providerFor(1).name).toBe('twilio');
    // One client per vendor, whatever the number of routes naming it.
    expect(routed.providerFor(84)).toBe(routed.providerFor(1));
  });

  it('falls back to SMS_PROVIDER when no route is `*`', () => {
    const routed = providerFor({
      ...vendors,
      SMS_PROVIDER: 'twilio',
      SMS_ROUTES: '86:tencent',
    }) as RoutedSmsProvider;
    expect(routed.providerFor(86).name).toBe('tencent');
    expect(routed.providerFor(84).name).toBe('twilio');
  });

  it('uses one provider directly without routes, the outbox by default', () => {
    expect(providerFor({}).name).toBe('outbox');
    expect(providerFor({ ...vendors, SMS_PROVIDER: 'tencent' }).name).toBe('tencent');
  });

  it('passes each message to its route', async () => {
    const sent: string[] = [];
    const named = (name: string) => ({
      name,
      send: async () => void sent.push(name),
    });
    const routed = new RoutedSmsProvider(new Map([[86, named('aliyun')]]), named('twilio'));
    const message = {
      mobile: '912345678',
      language: 'vi' as const,
      content: { kind: 'already-registered' as const },
      text: 'x',
    };
    await routed.send({ ...message, countryCode: 86 });
    await routed.send({ ...message, countryCode: 84 });
    expect(sent).toEqual(['aliyun', 'twilio']);
  });
});
