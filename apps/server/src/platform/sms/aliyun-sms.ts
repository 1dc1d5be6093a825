import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { callVendor, templateOf, type VendorContext } from './sms-errors';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface AliyunSmsSettings {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The verification-code template, with a `${code}` variable. */
  templateCode: string;
  /** The "you already have an account" notice template (no variables; required by the config). */
  noticeTemplateCode: string | undefined;
  /** https://dysmsapi.aliyuncs.com, or a local fake in tests. */
  endpoint: string;
}

/** Percent-encoding of Alibaba Cloud's RPC signature: RFC 3986, space as %20, `~` kept. */
export function aliyunEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Alibaba Cloud's RPC signature (SignatureVersion 1.0, HMAC-SHA1): the sorted, encoded query is
 * encoded once more into `METHOD&%2F&query` and signed with `secret&`.
 */
export function aliyunSignature(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const query = Object.keys(params)
    .sort()
    .map((key) => `${aliyunEncode(key)}=${aliyunEncode(params[key] ?? '')}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(query)}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

const FAILURES = {
  throttled: [
    'isv.BUSINESS_LIMIT_CONTROL',
    'isv.DAY_LIMIT_CONTROL',
    'isv.MINUTE_LIMIT_CONTROL',
    'Throttling.',
  ],
  'invalid-number': [
    'isv.MOBILE_NUMBER_ILLEGAL',
    'isv.BLACK_KEY_CONTROL_LIMIT',
    'isv.PHONE_NUMBER_NOT_EXIST',
  ],
  'no-credit': ['isv.AMOUNT_NOT_ENOUGH', 'isv.OUT_OF_SERVICE'],
  auth: [
    'InvalidAccessKeyId.',
    'SignatureDoesNotMatch',
    'Forbidden.',
    'isv.ACCOUNT_NOT_EXISTS',
    'isv.ACCOUNT_ABNORMAL',
    'isv.SMS_SIGNATURE_ILLEGAL',
    'isv.SMS_TEMPLATE_ILLEGAL',
    'isv.SMS_SIGN_ILLEGAL',
  ],
} as const;

/** Alibaba Cloud SMS (dysmsapi 2017-05-25 SendSms), the code as the template's `code`. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  private readonly context: VendorContext;

  constructor(
    private readonly settings: AliyunSmsSettings,
    logger: FastifyBaseLogger,
  ) {
    this.context = { provider: this.name, logger, failures: FAILURES };
  }

  async send(message: SmsMessage): Promise<void> {
    const { settings } = this;
    const template = templateOf(this.context, message, {
      code: (code) => ({ code: settings.templateCode, param: JSON.stringify({ code }) }),
      notice: settings.noticeTemplateCode
        ? { code: settings.noticeTemplateCode, param: '{}' }
        : undefined,
    });
    if (!template) return;
    const params: Record<string, string> = {
      AccessKeyId: settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      // Mainland numbers go without the country code, others with it (Aliyun's convention).
      PhoneNumbers:
        message.countryCode === 86 ? message.mobile : `${message.countryCode}${message.mobile}`,
      RegionId: 'cn-hangzhou',
      SignName: settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: template.code,
      TemplateParam: template.param,
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    params.Signature = aliyunSignature('POST', params, settings.accessKeySecret);
    // POST, so the code never sits in a URL that a proxy might log.
    const body = Object.entries(params)
      .map(([key, value]) => `${aliyunEncode(key)}=${aliyunEncode(value)}`)
      .join('&');
    await callVendor(
      this.context,
      message,
      {
        url: `${settings.endpoint}/`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      },
      (_status, answer) => {
        const code = (answer as { Code?: unknown } | undefined)?.Code;
        if (code === 'OK') return undefined;
        return typeof code === 'string' ? code : 'no-answer';
      },
    );
  }
}
