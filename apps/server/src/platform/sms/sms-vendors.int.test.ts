import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeSmsVendor,
  startFakeAliyun,
  startFakeTencent,
  startFakeTwilio,
} from '../../test-support/fake-sms-vendors';
import { AppError } from '../http/app-error';
import { AliyunSmsProvider, aliyunSignature } from './aliyun-sms';
import type { SmsMessage, SmsProvider } from './sms-provider';
import { tc3Signature, TencentSmsProvider } from './tencent-sms';
import { TwilioSmsProvider } from './twilio-sms';

function recordingLogger(): { logger: FastifyBaseLogger; lines: unknown[] } {
  const lines: unknown[] = [];
  const log = (...args: unknown[]) => void lines.push(args);
  const logger = { info: log, warn: log, error: log } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

const codeMessage = (countryCode: number, mobile: string): SmsMessage => ({
  countryCode,
  mobile,
  language: 'en',
  content: { kind: 'code', code: '482913', minutes: 5 },
  text: '[Tifo] Your verification code is 482913. It expires in 5 minutes. Never share it.',
});

const refusals: [Exclude<FakeAnswer, 'ok'>, string, number][] = [
  ['throttled', 'sms.throttled', 429],
  ['invalid-number', 'sms.numberRejected', 400],
  ['no-balance', 'sms.unavailable', 503],
];

async function refusal(provider: SmsProvider, message: SmsMessage): Promise<AppError> {
  const error: unknown = await provider.send(message).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Shared checks: success reaches the fake, each refusal maps, nothing secret is logged. */
function behavesLikeAVendor(
  setup: () => { fake: FakeSmsVendor; provider: SmsProvider; log: unknown[] },
  message: SmsMessage,
  expectedTo: string,
) {
  it('sends a request the vendor accepts, with the code', async () => {
    const { fake, provider } = setup();
    fake.answer = 'ok';
    await provider.send(message);
    expect(fake.refused).toEqual([]);
    expect(fake.received.at(-1)).toMatchObject({ to: expectedTo, code: '482913' });
  });

  it.each(refusals)('maps the vendor answer "%s" to %s', async (answer, key, status) => {
    const { fake, provider, log } = setup();
    fake.answer = answer;
    const error = await refusal(provider, message);
    expect(error.messageKey).toBe(key);
    expect(error.httpStatus).toBe(status);
    expect(fake.refused).toEqual([]);
    const logged = JSON.stringify(log);
    expect(logged).not.toContain('482913');
    expect(logged).not.toContain(message.mobile);
  });
}

describe('Alibaba Cloud SMS against its fake', () => {
  const keys = { accessKeyId: 'testId', accessKeySecret: 'testSecret' };
  let fake: FakeSmsVendor;
  let provider: AliyunSmsProvider;
  const { logger, lines } = recordingLogger();
  beforeAll(async () => {
    fake = await startFakeAliyun(keys);
    provider = new AliyunSmsProvider(
      {
        ...keys,
        signName: 'Tifo',
        templateCode: 'SMS_100001',
        noticeTemplateCode: undefined,
        endpoint: fake.url,
      },
      logger,
    );
  });
  afterAll(() => fake.close());

  it("signs like Alibaba Cloud's documented example (SendSms, testId/testSecret)", () => {
    const documented = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', documented, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  behavesLikeAVendor(
    () => ({ fake, provider, log: lines }),
    codeMessage(86, '13912345678'),
    '13912345678',
  );

  it('skips the already-registered notice when no notice template is set', async () => {
    const before = fake.received.length;
    fake.answer = 'ok';
    await provider.send({
      ...codeMessage(86, '13912345678'),
      content: { kind: 'already-registered' },
    });
    expect(fake.received).toHaveLength(before);
  });

  it('turns a refused key into "unavailable", and an unreachable vendor into "try later"', async () => {
    fake.answer = 'ok';
    const wrongKey = new AliyunSmsProvider(
      {
        ...keys,
        accessKeySecret: 'not the secret',
        signName: 'Tifo',
        templateCode: 'SMS_1',
        noticeTemplateCode: undefined,
        endpoint: fake.url,
      },
      logger,
    );
    expect((await refusal(wrongKey, codeMessage(86, '13912345678'))).messageKey).toBe(
      'sms.unavailable',
    );
    fake.refused.length = 0;
    const unreachable = new AliyunSmsProvider(
      {
        ...keys,
        signName: 'Tifo',
        templateCode: 'SMS_1',
        noticeTemplateCode: undefined,
        endpoint: 'http://127.0.0.1:1',
      },
      logger,
    );
    expect((await refusal(unreachable, codeMessage(86, '13912345678'))).messageKey).toBe(
      'sms.sendFailed',
    );
  });
});

describe('Tencent Cloud SMS against its fake', () => {
  const keys = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
  };
  let fake: FakeSmsVendor;
  let provider: TencentSmsProvider;
  const { logger, lines } = recordingLogger();
  beforeAll(async () => {
    fake = await startFakeTencent(keys);
    provider = new TencentSmsProvider(
      {
        ...keys,
        sdkAppId: '1400006666',
        signName: 'Tifo',
        templateId: '449739',
        noticeTemplateId: '449740',
        region: 'ap-guangzhou',
        endpoint: fake.url,
      },
      logger,
    );
  });
  afterAll(() => fake.close());

  it("signs like Tencent Cloud's documented TC3 example (cvm DescribeInstances, 1551113065)", () => {
    const { signature } = tc3Signature({
      secretKey: keys.secretKey,
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      payload:
        '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
  });

  behavesLikeAVendor(
    () => ({ fake, provider, log: lines }),
    codeMessage(86, '13912345678'),
    '+8613912345678',
  );

  it('sends the already-registered notice with its own template and no code', async () => {
    fake.answer = 'ok';
    await provider.send({
      ...codeMessage(86, '13912345678'),
      content: { kind: 'already-registered' },
    });
    expect(fake.received.at(-1)).toEqual({ to: '+8613912345678', template: 'Tifo/449740' });
  });
});

describe('Twilio against its fake', () => {
  const keys = { accountSid: 'ACXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX', authToken: 'your_auth_token' };
  let fake: FakeSmsVendor;
  let provider: TwilioSmsProvider;
  const { logger, lines } = recordingLogger();
  beforeAll(async () => {
    fake = await startFakeTwilio(keys);
    provider = new TwilioSmsProvider(
      {
        ...keys,
        messagingServiceSid: 'MGXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
        from: undefined,
        apiUrl: fake.url,
      },
      logger,
    );
  });
  afterAll(() => fake.close());

  behavesLikeAVendor(
    () => ({ fake, provider, log: lines }),
    codeMessage(84, '912345678'),
    '+84912345678',
  );

  it('sends the text in the member language, from the messaging service or the from number', async () => {
    fake.answer = 'ok';
    const message = {
      ...codeMessage(84, '912345678'),
      language: 'vi' as const,
      text: '[Tifo] Mã xác minh của bạn là 482913',
    };
    await provider.send(message);
    expect(fake.received.at(-1)).toMatchObject({
      text: message.text,
      template: 'MGXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX',
    });
    const fromNumber = new TwilioSmsProvider(
      { ...keys, messagingServiceSid: undefined, from: '+15005550006', apiUrl: fake.url },
      logger,
    );
    await fromNumber.send(message);
    expect(fake.received.at(-1)).toMatchObject({ template: '+15005550006' });
    expect(fake.refused).toEqual([]);
  });
});
