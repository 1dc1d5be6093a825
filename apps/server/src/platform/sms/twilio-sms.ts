import type { FastifyBaseLogger } from 'fastify';
import { classify, jsonOf, SMS_TIMEOUT_MS, smsError } from './sms-errors';
import type { SmsMessage, SmsProvider } from './sms-provider';

export interface TwilioSmsSettings {
  accountSid: string;
  authToken: string;
  /** One of the two: a Messaging Service (MG…) or a sending number (+1…). */
  messagingServiceSid: string | undefined;
  from: string | undefined;
  /** https://api.twilio.com, or a local fake in tests. */
  apiUrl: string;
}

const FAILURES = {
  throttled: ['20429', '14107'],
  'invalid-number': ['21211', '21214', '21610', '21612', '21614'],
  'no-credit': ['20005', '21408'],
  auth: ['20003', '20404', '21606', '21659', '21703'],
} as const;

/** Twilio Programmable Messaging: our text in the member's language, from a service or number. */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';

  constructor(
    private readonly settings: TwilioSmsSettings,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { settings } = this;
    const form = new URLSearchParams({
      To: `+${message.countryCode}${message.mobile}`,
      Body: message.text,
    });
    if (settings.messagingServiceSid) form.set('MessagingServiceSid', settings.messagingServiceSid);
    else form.set('From', settings.from ?? '');
    const credentials = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString(
      'base64',
    );
    let status: number;
    let answer: unknown;
    try {
      const response = await fetch(
        `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${credentials}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
        },
      );
      status = response.status;
      answer = await jsonOf(response);
    } catch {
      throw smsError(this.logger, 'unknown', {
        provider: this.name,
        message,
        vendorCode: 'network',
      });
    }
    if (status >= 200 && status < 300) return;
    const code = (answer as { code?: unknown } | undefined)?.code;
    const vendorCode = typeof code === 'number' ? String(code) : `http-${status}`;
    throw smsError(this.logger, classify(vendorCode, FAILURES), {
      provider: this.name,
      message,
      vendorCode,
    });
  }
}
