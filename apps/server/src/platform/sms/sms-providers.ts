import type { FastifyBaseLogger } from 'fastify';
import type { Config, SmsProviderName } from '../config/config';
import type { Database } from '../db/database';
import { AliyunSmsProvider } from './aliyun-sms';
import { OutboxSmsProvider, type SmsMessage, type SmsProvider } from './sms-provider';
import { TencentSmsProvider } from './tencent-sms';
import { TwilioSmsProvider } from './twilio-sms';

/** Sends each message through the provider of its country code, or the default one. */
export class RoutedSmsProvider implements SmsProvider {
  readonly name = 'routed';

  constructor(
    private readonly byCountry: ReadonlyMap<number, SmsProvider>,
    private readonly fallback: SmsProvider,
  ) {}

  providerFor(countryCode: number): SmsProvider {
    return this.byCountry.get(countryCode) ?? this.fallback;
  }

  send(message: SmsMessage): Promise<void> {
    return this.providerFor(message.countryCode).send(message);
  }
}

/**
 * The SMS provider the configuration asks for: SMS_PROVIDER alone, or SMS_ROUTES per country
 * code (`*` for the rest, SMS_PROVIDER when there is no `*`). loadConfig has checked that each
 * vendor in use has its settings.
 */
export function createSmsProvider(
  sms: Config['sms'],
  deps: { db: Database; logger: FastifyBaseLogger },
): SmsProvider {
  const built = new Map<SmsProviderName, SmsProvider>();
  const providerNamed = (name: SmsProviderName): SmsProvider => {
    let provider = built.get(name);
    if (!provider) {
      provider = build(name, sms, deps);
      built.set(name, provider);
    }
    return provider;
  };
  const fallbackName =
    sms.routes.find((route) => route.countryCode === '*')?.provider ?? sms.provider;
  const byCountry = new Map<number, SmsProvider>();
  for (const route of sms.routes) {
    if (route.countryCode !== '*') byCountry.set(route.countryCode, providerNamed(route.provider));
  }
  const fallback = providerNamed(fallbackName);
  return byCountry.size === 0 ? fallback : new RoutedSmsProvider(byCountry, fallback);
}

function build(
  name: SmsProviderName,
  sms: Config['sms'],
  deps: { db: Database; logger: FastifyBaseLogger },
): SmsProvider {
  const missing = () => new Error(`SMS provider ${name} is used but has no settings`);
  switch (name) {
    case 'outbox':
      return new OutboxSmsProvider(deps.db, deps.logger);
    case 'aliyun':
      if (!sms.aliyun) throw missing();
      return new AliyunSmsProvider(sms.aliyun, deps.logger);
    case 'tencent':
      if (!sms.tencent) throw missing();
      return new TencentSmsProvider(sms.tencent, deps.logger);
    case 'twilio':
      if (!sms.twilio) throw missing();
      return new TwilioSmsProvider(sms.twilio, deps.logger);
  }
}
