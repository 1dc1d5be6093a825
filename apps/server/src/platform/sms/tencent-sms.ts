import { createHash, createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { callVendor, templateOf, type VendorContext } from './sms-errors';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface TencentSmsSettings {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  /** The verification-code template id, whose one parameter is the code. */
  templateId: string;
  /** The "you already have an account" notice template id (no parameters; required by the config). */
  noticeTemplateId: string | undefined;
  region: string;
  /** https://sms.tencentcloudapi.com, or a local fake in tests. */
  endpoint: string;
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string | Buffer, text: string) =>
  createHmac('sha256', key).update(text).digest();

/**
 * Tencent Cloud's TC3-HMAC-SHA256 signature of a JSON POST to `/` (signed headers content-type
 * and host), as documented under "Signature v3".
 */
export function tc3Signature(input: {
  secretKey: string;
  service: string;
  host: string;
  timestamp: number;
  payload: string;
}): { signature: string; date: string; signedHeaders: string } {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = 'content-type;host';
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:application/json; charset=utf-8\nhost:${input.host}\n`,
    signedHeaders,
    sha256Hex(input.payload),
  ].join('\n');
  const stringToSign = [
    'TC3-HMAC-SHA256',
    String(input.timestamp),
    `${date}/${input.service}/tc3_request`,
    sha256Hex(canonicalRequest),
  ].join('\n');
  const secretDate = hmac(`TC3${input.secretKey}`, date);
  const secretSigning = hmac(hmac(secretDate, input.service), 'tc3_request');
  return {
    signature: createHmac('sha256', secretSigning).update(stringToSign).digest('hex'),
    date,
    signedHeaders,
  };
}

const FAILURES = {
  throttled: ['LimitExceeded.', 'RequestLimitExceeded'],
  'invalid-number': [
    'InvalidParameterValue.IncorrectPhoneNumber',
    'FailedOperation.PhoneNumberInBlacklist',
    'FailedOperation.PhoneNumberParseFail',
    'UnsupportedOperation.UnsupportedRegion',
  ],
  'no-credit': [
    'FailedOperation.InsufficientBalanceInSmsPackage',
    'FailedOperation.ArrearsOrOverdue',
  ],
  auth: [
    'AuthFailure.',
    'UnauthorizedOperation.',
    'FailedOperation.SignatureIncorrectOrUnapproved',
    'FailedOperation.TemplateIncorrectOrUnapproved',
  ],
} as const;

interface TencentAnswer {
  Response?: {
    Error?: { Code?: unknown };
    SendStatusSet?: { Code?: unknown }[];
  };
}

/** Tencent Cloud SMS (API 2021-01-11 SendSms), the code as the template's one parameter. */
export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent';
  private readonly context: VendorContext;

  constructor(
    private readonly settings: TencentSmsSettings,
    logger: FastifyBaseLogger,
  ) {
    this.context = { provider: this.name, logger, failures: FAILURES };
  }

  async send(message: SmsMessage): Promise<void> {
    const { settings } = this;
    const template = templateOf<{ id: string; params: string[] }>(this.context, message, {
      code: (code) => ({ id: settings.templateId, params: [code] }),
      notice: settings.noticeTemplateId ? { id: settings.noticeTemplateId, params: [] } : undefined,
    });
    if (!template) return;
    const payload = JSON.stringify({
      PhoneNumberSet: [`+${message.countryCode}${message.mobile}`],
      SmsSdkAppId: settings.sdkAppId,
      SignName: settings.signName,
      TemplateId: template.id,
      TemplateParamSet: template.params,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    const { signature, date, signedHeaders } = tc3Signature({
      secretKey: settings.secretKey,
      service: 'sms',
      host: new URL(settings.endpoint).host,
      timestamp,
      payload,
    });
    const headers = {
      'content-type': 'application/json; charset=utf-8',
      authorization:
        `TC3-HMAC-SHA256 Credential=${settings.secretId}/${date}/sms/tc3_request, ` +
        `SignedHeaders=${signedHeaders}, Signature=${signature}`,
      'x-tc-action': 'SendSms',
      'x-tc-timestamp': String(timestamp),
      'x-tc-version': '2021-01-11',
      'x-tc-region': settings.region,
    };
    await callVendor(
      this.context,
      message,
      { url: `${settings.endpoint}/`, headers, body: payload },
      (_status, answer) => {
        const reply = (answer as TencentAnswer | undefined)?.Response;
        // A request-level error, or the status of our one number.
        const code = reply?.Error ? reply.Error.Code : reply?.SendStatusSet?.[0]?.Code;
        if (code === 'Ok') return undefined;
        return typeof code === 'string' ? code : 'no-answer';
      },
    );
  }
}
