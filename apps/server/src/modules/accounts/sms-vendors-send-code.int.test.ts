import { accountCalls } from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowNextCode, newAddress, newMobile } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { CODE_RATE_LIMITS } from './verification-code.service';
import {
  type FakeSmsVendor,
  startFakeAliyun,
  startFakeTwilio,
} from '../../test-support/fake-sms-vendors';
import { captureLog } from '../../test-support/log-capture';
import { openTestDatabase, type TestDatabase } from '../../test-support/targets';
import { buildTestApp, type TestApp } from '../../test-support/test-app';

/**
 * The code call end to end on real SMS providers (their local fakes): +86 through Alibaba
 * Cloud, +84 through Twilio. A vendor's refusal answers code 1 with a translated message and
 * leaves the member's quota as it was.
 */
describe('the code call on real SMS providers', () => {
  const aliyunKeys = { accessKeyId: 'LTAI5tTestKey', accessKeySecret: 'test-secret' };
  const twilioKeys = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token' };
  const log = captureLog();
  let aliyun: FakeSmsVendor;
  let twilio: FakeSmsVendor;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  beforeAll(async () => {
    aliyun = await startFakeAliyun(aliyunKeys);
    twilio = await startFakeTwilio(twilioKeys);
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      logger: log.logger,
      env: {
        SMS_ROUTES: '86:aliyun,*:twilio',
        ALIYUN_SMS_ACCESS_KEY_ID: aliyunKeys.accessKeyId,
        ALIYUN_SMS_ACCESS_KEY_SECRET: aliyunKeys.accessKeySecret,
        ALIYUN_SMS_SIGN_NAME: 'Tifo',
        ALIYUN_SMS_TEMPLATE_CODE: 'SMS_100001',
        ALIYUN_SMS_NOTICE_TEMPLATE_CODE: 'SMS_100002',
        ALIYUN_SMS_ENDPOINT: aliyun.url,
        TWILIO_ACCOUNT_SID: twilioKeys.accountSid,
        TWILIO_AUTH_TOKEN: twilioKeys.authToken,
        TWILIO_FROM: '+15005550006',
        TWILIO_API_URL: twilio.url,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await aliyun.close();
    await twilio.close();
  });

  it('a +86 member gets the code through Aliyun and registers with it', async () => {
    const mobile = newMobile();
    aliyun.answer = 'ok';
    const sent = await call(accountCalls.getCode, { body: { mobile, scene: 'register' } });
    expect(sent).toMatchObject({ status: 200, code: 0 });
    expect(aliyun.refused).toEqual([]);
    const received = aliyun.received.at(-1);
    expect(received).toMatchObject({ to: mobile, template: 'Tifo/SMS_100001' });
    const registered = await call(accountCalls.register, {
      body: {
        mobile,
        code: received?.code ?? '',
        password: 'secret123',
        repassword: 'secret123',
      },
    });
    expect(registered).toMatchObject({ status: 200, code: 0 });
    // The demo outbox is not mounted: codes go to the vendors only.
    expect((await test.app.inject({ method: 'GET', url: '/api/Dev/smsOutbox' })).statusCode).toBe(
      404,
    );
  });

  it('a +84 member gets the code through Twilio, in Vietnamese', async () => {
    const before = twilio.received.length;
    const sent = await call(accountCalls.getCode, {
      body: { mobile: '0912345678', country_code: 84, scene: 'register' },
      lang: 'vi',
    });
    expect(sent).toMatchObject({ status: 200, code: 0 });
    expect(twilio.received).toHaveLength(before + 1);
    expect(twilio.received.at(-1)?.to).toBe('+84912345678');
    expect(twilio.received.at(-1)?.text).toContain('Mã xác minh của bạn là');
  });

  it('a refused send answers code 1 with a translated message and leaves the quota', async () => {
    const mobile = newMobile();
    const remoteAddress = newAddress();
    const ask = (lang: 'zh' | 'en' | 'vi') =>
      call(accountCalls.getCode, { body: { mobile, scene: 'register' }, lang, remoteAddress });
    aliyun.answer = 'throttled';
    expect(await ask('en')).toMatchObject({
      status: 429,
      code: 1,
      msg: 'This number has received too many messages for now. Ask for a code again in an hour.',
    });
    aliyun.answer = 'no-balance';
    expect(await ask('zh')).toMatchObject({
      code: 1,
      msg: '短信服务暂时不可用，请稍后再试；如持续失败，请联系客服',
    });
    aliyun.answer = 'invalid-number';
    expect(await ask('vi')).toMatchObject({
      code: 1,
      msg: 'Không thể gửi tin nhắn đến số này. Vui lòng kiểm tra mã quốc gia và số điện thoại.',
    });
    // Three failures within the minute, and the one-per-minute limit is still unused.
    aliyun.answer = 'ok';
    expect(await ask('en')).toMatchObject({ status: 200, code: 0 });
    expect(aliyun.received.at(-1)?.to).toBe(mobile);
    // Counted on success: the next one within the minute is refused.
    expect(await ask('en')).toMatchObject({ status: 429, code: 1 });
    // The hourly count (5 a number) kept the three failures: a minute later one more goes
    // through, and the one after that is over the hour's limit.
    const [resendRule] = CODE_RATE_LIMITS.perNumber;
    const nextMinute = () => test.parts.rateLimiter.reset(`sms:number:86:${mobile}`, [resendRule]);
    await nextMinute();
    expect(await ask('en')).toMatchObject({ status: 200, code: 0 });
    await nextMinute();
    expect(await ask('en')).toMatchObject({ status: 429, code: 1 });
  });

  it('answers a registered number and a new one alike, even when the vendor refuses', async () => {
    const registered = newMobile();
    aliyun.answer = 'ok';
    await call(accountCalls.getCode, { body: { mobile: registered, scene: 'register' } });
    const code = aliyun.received.at(-1)?.code ?? '';
    const body = { mobile: registered, code, password: 'secret123', repassword: 'secret123' };
    expect(await call(accountCalls.register, { body })).toMatchObject({ code: 0 });

    await allowNextCode(test.parts.rateLimiter, registered);

    // A registered number asking for a register code gets the notice, through the vendor too.
    const ask = (mobile: string) =>
      call(accountCalls.getCode, {
        body: { mobile, scene: 'register' },
        remoteAddress: newAddress(),
      });
    expect(await ask(registered)).toMatchObject({ code: 0 });
    expect(aliyun.received.at(-1)).toMatchObject({ to: registered, template: 'Tifo/SMS_100002' });
    await allowNextCode(test.parts.rateLimiter, registered);
    aliyun.answer = 'invalid-number';
    const answers = [await ask(newMobile()), await ask(registered)];
    aliyun.answer = 'ok';
    // Alike but for the request id every error answer carries.
    const [fresh, known] = answers.map(({ data: _requestId, ...rest }) => rest);
    expect(fresh).toMatchObject({ status: 400, code: 1 });
    expect(known).toEqual(fresh);
  });

  it('never logs a code or a whole number', () => {
    const logged = JSON.stringify(log.lines);
    for (const sms of [...aliyun.received, ...twilio.received]) {
      expect(logged).not.toContain(sms.code ?? 'no code');
      expect(logged).not.toContain(sms.to.replace(/^\+\d{2}/, ''));
    }
    expect(logged).toContain('isv.BUSINESS_LIMIT_CONTROL');
  });
});

describe('production on a real SMS provider', () => {
  const keys = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'token' };
  const log = captureLog('warn');
  let twilio: FakeSmsVendor;
  let database: TestDatabase;
  let test: TestApp;
  const call = contractCaller(() => test.app);

  beforeAll(async () => {
    twilio = await startFakeTwilio(keys);
    database = await openTestDatabase('pglite');
    test = await buildTestApp({
      database,
      logger: log.logger,
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tifo.example.com',
        OPERATOR_MOBILE: '+86 13912340000',
        FEED_ENABLED: 'false',
        MEDIA_SERVER: 'off',
        // For the sandbox payments only: SMS is real.
        DEMO_PROVIDERS: 'allow',
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: keys.accountSid,
        TWILIO_AUTH_TOKEN: keys.authToken,
        TWILIO_MESSAGING_SERVICE_SID: 'MG0123456789abcdef0123456789abcdef',
        TWILIO_API_URL: twilio.url,
      },
    });
  });
  afterAll(async () => {
    await test.close();
    await database.dispose();
    await twilio.close();
  });

  it('starts, sends codes through the vendor, has no outbox and warns about payments only', async () => {
    const mobile = newMobile();
    expect(await call(accountCalls.getCode, { body: { mobile, scene: 'register' } })).toMatchObject(
      { status: 200, code: 0 },
    );
    expect(twilio.received.at(-1)?.to).toBe(`+86${mobile}`);
    expect((await test.app.inject({ method: 'GET', url: '/api/Dev/smsOutbox' })).statusCode).toBe(
      404,
    );
    const warning = log.lines.find((line) => line.msg?.startsWith('DEMO PROVIDERS IN PRODUCTION'));
    expect(warning?.msg).toContain('no real money is taken');
    expect(warning?.msg).not.toContain('SMS');
  });
});
