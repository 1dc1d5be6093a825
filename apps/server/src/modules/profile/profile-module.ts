import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import type { Accounts } from '../accounts/accounts-module';
import type { Sessions } from '../accounts/sessions-module';
import type { BlockedWordsService } from '../chat/blocked-words.service';
import { ProfileRepository } from './profile.repository';
import { registerProfileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

export interface ProfileDeps extends Pick<Platform, 'database' | 'secrets' | 'events'> {
  sessions: Sessions;
  accounts: Accounts;
  blockedWords: BlockedWordsService;
}

/** A member's own page: name, avatar, password, mobile number, follows. */
export function installProfile(app: FastifyInstance, deps: ProfileDeps): ProfileService {
  const profile = new ProfileService(new ProfileRepository(deps.database.db), {
    db: deps.database.db,
    accountsRepository: deps.sessions.repository,
    accounts: deps.accounts.accounts,
    sessions: deps.sessions.sessions,
    codes: deps.accounts.codes,
    imKey: deps.secrets.keyFor('im-user-sig'),
    events: deps.events,
    blockedWords: deps.blockedWords,
  });
  registerProfileRoutes(app, profile);
  return profile;
}
