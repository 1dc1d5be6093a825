import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Platform } from '../../platform/install-platform';
import { installAccessPolicy } from '../../platform/http/access-policy';
import { AccountsRepository } from './accounts.repository';
import { startAccountsHousekeeping } from './accounts-housekeeping';
import { installAuth, requestToken } from './auth.hook';
import { databaseAccessPolicy } from './database-access-policy';
import { isOperator } from './require-operator';
import { MemberSanctions } from './member-sanctions';
import { onSessionsRevoked, SessionService } from './session.service';

export type SessionsDeps = Pick<Platform, 'config' | 'database' | 'bus' | 'liveData'>;

/** The member on a page outside /api (the sandbox checkout), or null. */
export type PageVisitor = (
  request: FastifyRequest,
) => Promise<{ userId: number; sessionId: number; operator: boolean } | null>;

export interface Sessions {
  sessions: SessionService;
  /** Site-wide bans and mutes (the console's Users page). */
  sanctions: MemberSanctions;
  repository: AccountsRepository;
  pageVisitor: PageVisitor;
}

/**
 * Login sessions, the accounts module's part every other module needs before it is installed
 * (the money module's checkout asks who is paying; `installAccounts` needs the money module's
 * standing): `request.auth` on every API call, the access policy, members on `/ws`, and the
 * purge of expired sessions and codes.
 */
export async function installSessions(app: FastifyInstance, deps: SessionsDeps): Promise<Sessions> {
  const { db } = deps.database;
  const repository = new AccountsRepository(db);
  const sanctions = new MemberSanctions(db);
  const sessions = new SessionService(repository, {
    bus: deps.bus,
    refuseIfBanned: (userId) => sanctions.refuseIfBanned(userId),
  });
  await sessions.start();
  // Tests build many short-lived apps on one database: only long-running servers purge.
  const stopHousekeeping =
    deps.config.env === 'test' ? () => {} : startAccountsHousekeeping({ db, logger: app.log });
  installAuth(app, sessions);
  installAccessPolicy(app, databaseAccessPolicy(db));

  const { liveData } = deps;
  app.get('/ws', { websocket: true }, (socket, request) => {
    const clientId = liveData.attach(socket, request.ip);
    if (clientId === null) return; // the address holds too many sockets: closed with 1008
    // The upgrade request carries the session cookie: members get their personal pushes while
    // that session lives.
    void sessions.resolve(requestToken(request)).then(
      (auth) => {
        if (auth.kind === 'member') liveData.identify(clientId, auth.userId, auth.tokenHash);
      },
      (error: unknown) => app.log.warn({ err: error }, 'could not resolve a socket session'),
    );
  });
  const stopForgettingSessions = await onSessionsRevoked(deps.bus, (hashes) =>
    liveData.forgetSessions(hashes),
  );
  app.addHook('onClose', async () => {
    await stopForgettingSessions();
    stopHousekeeping();
    await sessions.stop();
  });

  return {
    sessions,
    sanctions,
    repository,
    pageVisitor: async (request) => {
      const auth = await sessions.resolve(requestToken(request));
      if (auth.kind !== 'member') return null;
      return {
        userId: auth.userId,
        sessionId: auth.sessionId,
        operator: await isOperator(db, auth.userId),
      };
    },
  };
}
