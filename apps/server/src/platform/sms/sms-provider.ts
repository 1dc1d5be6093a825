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

/**
 * The embedded default: "sends" by writing to the `sms_outbox` table and the log, where
 * operators and tests read the codes. Never use it where real people must receive codes.
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
    this.logger.info(
      { sms: { to: `+${message.countryCode} ${message.mobile}`, text: message.text } },
      'sms outbox',
    );
  }
}
