import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { createSmsProvider } from '../../platform/sms/sms-providers';
import { registerAccountRoutes } from './accounts.routes';
import { AccountsService, type AccountsServiceDeps } from './accounts.service';
import { QrLoginRepository } from './qr-login.repository';
import { QrLoginService } from './qr-login.service';
import type { Sessions } from './sessions-module';
import { registerSmsOutboxRoutes } from './sms-outbox.routes';
import { VerificationCodeService } from './verification-code.service';

export interface AccountsDeps extends Pick<
  Platform,
  'config' | 'database' | 'rateLimiter' | 'secrets' | 'liveData' | 'events'
> {
  sessions: Sessions;
  /** A member's levels, nobility and income shown in user info (the money module's). */
  standing: AccountsServiceDeps['standing'];
}

export interface Accounts {
  accounts: AccountsService;
  codes: VerificationCodeService;
}

/**
 * Registration, login (password, SMS code, QR), user info, and the demo SMS outbox. Codes go
 * through the configured SMS provider(s): the outbox in the demo, vendors in production.
 */
export function installAccounts(app: FastifyInstance, deps: AccountsDeps): Accounts {
  const { config, rateLimiter } = deps;
  const { db } = deps.database;
  const { sessions, repository } = deps.sessions;
  const codes = new VerificationCodeService(repository, {
    db,
    sms: createSmsProvider(config.sms, { db, logger: app.log }),
    rateLimiter,
    key: deps.secrets.keyFor('verification-code'),
  });
  const accounts = new AccountsService(repository, {
    sessions,
    rateLimiter,
    codes,
    imKey: deps.secrets.keyFor('im-user-sig'),
    standing: deps.standing,
    events: deps.events,
  });
  registerAccountRoutes(app, {
    accounts,
    sessions,
    qrLogin: new QrLoginService(new QrLoginRepository(db), {
      accounts,
      accountsRepository: repository,
      liveData: deps.liveData,
      rateLimiter,
    }),
    secureCookies: config.publicUrl?.startsWith('https:') ?? false,
    publicUrl: config.publicUrl,
  });
  if (config.demo.smsOutbox !== 'off') {
    registerSmsOutboxRoutes(app, { db, rateLimiter, audience: config.demo.smsOutbox });
  }
  return { accounts, codes };
}
