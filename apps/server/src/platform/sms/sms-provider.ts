import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@tifo/contract';
import { smsOutbox } from '../../db/schema/index';
import type { Database } from '../db/database';

/**
 * What a message says, as data: template providers (Aliyun, Tencent) send a registered template
 * with these parameters instead of our text.
 */
export type SmsContent =
  /** A verification code, valid for `minutes`. */
  | { kind: 'code'; code: string; minutes: number }
  /** A registered number asked to register: it is told it has an account (no code in it). */
  | { kind: 'already-registered' };

export interface SmsMessage {
  countryCode: number;
  mobile: string;
  /** The member's language, in which `text` is written. */
  language: Language;
  content: SmsContent;
  /** The whole message in the member's language: what the outbox stores and Twilio sends. */
  text: string;
}

/**
 * Sends text messages: the demo's outbox, or a vendor (sms-providers.ts). A vendor's refusal is
 * thrown as an AppError the member can act on (sms-errors.ts).
 */
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
