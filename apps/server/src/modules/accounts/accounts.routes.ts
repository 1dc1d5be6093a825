import { accountCalls, qrLoginCalls, QR_LOGIN_TTL_SECONDS } from '@tifo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { readCookie, serializeCookie } from '../../platform/http/cookies';
import { siteOrigin } from '../../platform/http/site-origin';
import { registerCall } from '../../platform/http/register-call';
import type { AccountsService, ClientMeta, Login } from './accounts.service';
import { SESSION_COOKIE } from './auth.hook';
import type { QrLoginService } from './qr-login.service';
import type { SessionService } from './session.service';

const QR_COOKIE = 'qr_login';

export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    accounts: AccountsService;
    sessions: SessionService;
    qrLogin: QrLoginService;
    secureCookies: boolean;
    publicUrl: string | undefined;
  },
): void {
  const { accounts, sessions, qrLogin, secureCookies } = deps;

  const clientMeta = (request: FastifyRequest, language: ClientMeta['language']): ClientMeta => ({
    clientAddress: request.ip,
    userAgent: request.headers['user-agent'],
    deviceType: 'pc',
    language,
  });

  /** Sets the session cookie and retires the session the request came with (rotation). */
  const completeLogin = async (request: FastifyRequest, reply: FastifyReply, login: Login) => {
    if (request.auth.kind === 'member') await sessions.revoke(request.auth.tokenHash);
    reply.header(
      'set-cookie',
      serializeCookie(SESSION_COOKIE, login.token, {
        maxAgeSeconds: (login.expiresAt.getTime() - Date.now()) / 1000,
        secure: secureCookies,
      }),
    );
    return { token: login.token, expires_at: login.expiresAt.toISOString(), user: login.user };
  };

  registerCall(
    app,
    accountCalls.getCode,
    ({ body, request, language }) =>
      accounts.sendCode({
        countryCode: body.country_code,
        mobile: body.mobile,
        scene: body.scene,
        ...clientMeta(request, language),
      }),
    { successMessage: 'account.codeSent' },
  );

  registerCall(
    app,
    accountCalls.register,
    async ({ body, request, reply, language }) =>
      completeLogin(
        request,
        reply,
        await accounts.register({
          countryCode: body.country_code,
          mobile: body.mobile,
          code: body.code,
          password: body.password,
          repassword: body.repassword,
          invite: body.invite || undefined,
          channel: body.channel || undefined,
          ...clientMeta(request, language),
        }),
      ),
    { successMessage: 'account.registered' },
  );

  registerCall(
    app,
    accountCalls.login,
    async ({ body, request, reply, language }) => {
      const meta = clientMeta(request, language);
      const login =
        'code' in body
          ? await accounts.loginWithCode({
              countryCode: body.country_code,
              mobile: body.mobile,
              code: body.code,
              ...meta,
            })
          : await accounts.loginWithPassword({
              countryCode: body.country_code,
              account: body.account,
              password: body.password,
              ...meta,
            });
      return completeLogin(request, reply, login);
    },
    { successMessage: 'account.loggedIn' },
  );

  registerCall(
    app,
    accountCalls.signOut,
    async ({ request, reply }) => {
      // Logging out is idempotent: an already-ended session is simply cleared.
      if (request.auth.kind === 'member') await sessions.revoke(request.auth.tokenHash);
      reply.header(
        'set-cookie',
        serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, secure: secureCookies }),
      );
      return null;
    },
    { successMessage: 'account.loggedOut' },
  );

  for (const call of [accountCalls.memberInfo, accountCalls.userInfo]) {
    registerCall(app, call, ({ request }) => {
      const member = requireMember(request);
      return accounts.userInfo(member.userId, member.sessionId);
    });
  }

  registerCall(app, qrLoginCalls.create, async ({ request, reply }) => {
    const created = await qrLogin.create(siteOrigin(request, deps.publicUrl), request.ip);
    // The secret stays in this browser: only the page that shows the QR can finish the login.
    reply.header(
      'set-cookie',
      serializeCookie(QR_COOKIE, created.secret, {
        maxAgeSeconds: QR_LOGIN_TTL_SECONDS,
        secure: secureCookies,
        path: '/api/user',
      }),
    );
    return {
      code: created.code,
      img: created.img,
      url: created.url,
      expires_in: created.expires_in,
    };
  });

  registerCall(app, qrLoginCalls.scan, ({ body, request }) =>
    qrLogin.scan(body.code, requireMember(request).userId),
  );

  registerCall(app, qrLoginCalls.confirm, async ({ body, request }) => {
    await qrLogin.confirm(body.code, requireMember(request).userId);
    return null;
  });

  registerCall(
    app,
    qrLoginCalls.complete,
    async ({ body, request, reply, language }) => {
      const login = await qrLogin.complete(
        body.code,
        readCookie(request.headers.cookie, QR_COOKIE),
        clientMeta(request, language),
      );
      const result = await completeLogin(request, reply, login);
      // Two Set-Cookie headers: the session, and the spent QR secret cleared.
      reply.header('set-cookie', [
        String(reply.getHeader('set-cookie')),
        serializeCookie(QR_COOKIE, '', {
          maxAgeSeconds: 0,
          secure: secureCookies,
          path: '/api/user',
        }),
      ]);
      return result;
    },
    { successMessage: 'account.loggedIn' },
  );
}
