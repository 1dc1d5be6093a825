import { accountRoutes, profileRoutes, type LoginResult } from '@tifo/contract';
import { callApi, type CallApi } from '../../shared/api-client';
import { navigateTo } from '../../shared/app-navigation';
import type { ImClient } from '../../shared/im/im-client';
import { clearSession, read, remove, write, type UserInfo } from '../../shared/storage';

/** Pages that hold member-specific live state and therefore reload after a login (spec §4). */
export const RELOAD_AFTER_LOGIN_PATHS: readonly string[] = ['/live', '/score-live'];

/**
 * The chat (instant-messaging) service: the app's `/im` client logs in again with whatever
 * credentials are stored now (a member's userSig after login, a tourist account after logout).
 */
export interface ChatService {
  login: (user: UserInfo) => Promise<void>;
  logout: () => Promise<void>;
}

let activeImClient: Pick<ImClient, 'relogin'> | null = null;

/** Called by the app's start-up once the chat client exists (and with null when it stops). */
export function setActiveImClient(client: Pick<ImClient, 'relogin'> | null): void {
  activeImClient = client;
}

export const chatService: ChatService = {
  login: () => {
    activeImClient?.relogin();
    return Promise.resolve();
  },
  logout: () => {
    activeImClient?.relogin();
    return Promise.resolve();
  },
};

export interface SessionDependencies {
  callApi: CallApi;
  chat: ChatService;
  getLocation: () => { pathname: string; search: string };
  navigate: (to: string) => void;
  reload: () => void;
}

const defaultDependencies: SessionDependencies = {
  callApi,
  chat: chatService,
  getLocation: () => ({ pathname: location.pathname, search: location.search }),
  navigate: navigateTo,
  reload: () => location.reload(),
};

/**
 * Keeps the channel agent's code of a link (`?channel=CODE`, any page) for registration: the
 * visitor may look around before signing up. A later link's channel replaces it; a malformed
 * one is dropped (the link was typed by hand).
 */
export function rememberChannel(search: string): void {
  const channel = new URLSearchParams(search).get('channel')?.trim();
  if (!channel) return;
  try {
    write('channelCode', channel);
  } catch {
    // Not a channel code: registration goes on without one.
  }
}

/** The channel registration sends: this page's `?channel=`, else one remembered earlier. */
export function registrationChannel(search: string = location.search): string | null {
  rememberChannel(search);
  return read('channelCode');
}

/**
 * After a login or registration (spec §4 "Visitor to member"): keep the profile (never the
 * token: the session is the HttpOnly cookie and the storage schema has no token field), fetch
 * the member info, log in to the chat service, bind a share code from the URL, forget the
 * arrival channel (registration has used it; a member needs it no more), and reload /live and
 * /score-live.
 */
export async function completeLogin(
  result: LoginResult,
  overrides: Partial<SessionDependencies> = {},
): Promise<void> {
  const deps = { ...defaultDependencies, ...overrides };
  write('userInfo', result.user);
  // The tourist chat account belongs to visitors only.
  remove('imTouristAccount');
  remove('channelCode');
  try {
    write('userInfo', await deps.callApi(accountRoutes.memberInfo, { quiet: true }));
  } catch {
    // The login answer already carried the profile; a failed refresh changes nothing.
  }
  const user = read('userInfo');
  if (user) await deps.chat.login(user);
  const { pathname, search } = deps.getLocation();
  const shareCode = new URLSearchParams(search).get('shareCode')?.trim();
  if (shareCode) {
    try {
      await deps.callApi(profileRoutes.bindShareCode, {
        body: { shareCode, type: 1 },
        quiet: true,
      });
    } catch {
      // Binding is best effort: an unknown or already used code must not spoil the login.
    }
  }
  if (RELOAD_AFTER_LOGIN_PATHS.includes(pathname)) deps.reload();
}

/**
 * Logout (spec §4): clear local info, leave the chat service, go to /main unless already there,
 * then end the session on the server (which also clears the cookie).
 */
export async function logout(overrides: Partial<SessionDependencies> = {}): Promise<void> {
  const deps = { ...defaultDependencies, ...overrides };
  clearSession();
  await deps.chat.logout();
  if (deps.getLocation().pathname !== '/main') deps.navigate('/main');
  try {
    await deps.callApi(accountRoutes.signOut, { quiet: true });
  } catch {
    // Locally the user is logged out either way; the server session expires on its own.
  }
}

/**
 * Start-up (spec §1): a returning member's profile is refreshed once (a 700 answer clears it
 * through the API client). A visitor's tourist chat account is fetched by the chat client's
 * login (`imCredentials`), which also replaces it when it expires.
 */
export async function refreshSessionAtStartup(
  deps: Pick<SessionDependencies, 'callApi'> = defaultDependencies,
): Promise<void> {
  try {
    if (read('userInfo')) {
      const info = await deps.callApi(accountRoutes.memberInfo, { quiet: true });
      // The user may have logged out while the answer was on its way.
      if (read('userInfo')) write('userInfo', info);
    }
  } catch {
    // Start-up refreshes are best effort; the API client has handled session codes.
  }
}
