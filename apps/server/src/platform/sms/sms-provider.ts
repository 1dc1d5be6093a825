import type { FastifyBaseLogger } from 'fastify';
import { smsOutbox } from '../../db/schema/index';
import type { Database } from '../db/database';

export interface SmsMessage {
  countryCode: number;
  mobile: string;
  text: string;
}

/** Sends text messages. Real providers (Aliyun, Twilio, ...) implement the same interface. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/** `+86 138****0001`: enough to follow a support case, not to read a member's number. */
export function maskedNumber(message: Pick<SmsMessage, 'countryCode' | 'mobile'>): string {
  const { mobile } = message;
  const visible = mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
  return `+${message.countryCode} ${visible}`;
}

/**
 * The embedded default: "sends" by writing to the `sms_outbox` table, where the demo's login
 * dialog and tests read the codes. Never use it where real people must receive codes: in
 * production it needs DEMO_PROVIDERS=allow.
 */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';

  constructor(
    private readonly db: Database,
    private readonly logger: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(smsOutbox).values({
      countryCode: message.countryCode,
      mobile: message.mobile,
      body: message.text,
    });
    // Never the text: it holds the code, and whoever reads logs must not be able to log in.
    this.logger.info({ sms: { to: maskedNumber(message) } }, 'sms outbox: stored a message');
  }
}
