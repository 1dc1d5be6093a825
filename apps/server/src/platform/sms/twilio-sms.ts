import type { FastifyBaseLogger } from 'fastify';
import { callVendor, type VendorContext } from './sms-errors';
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
  private readonly context: VendorContext;

  constructor(
    private readonly settings: TwilioSmsSettings,
    logger: FastifyBaseLogger,
  ) {
    this.context = { provider: this.name, logger, failures: FAILURES };
  }

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
    await callVendor(
      this.context,
      message,
      {
        url: `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`,
        headers: {
          authorization: `Basic ${credentials}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
      },
      (status, answer) => {
        if (status >= 200 && status < 300) return undefined;
        const code = (answer as { code?: unknown } | undefined)?.code;
        return typeof code === 'number' ? String(code) : `http-${status}`;
      },
    );
  }
}
