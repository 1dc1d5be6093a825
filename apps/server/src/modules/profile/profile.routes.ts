import { profileCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import { avatarPaths, avatarSvg } from './avatars';
import type { ProfileService } from './profile.service';

export function registerProfileRoutes(app: FastifyInstance, profile: ProfileService): void {
  registerCall(
    app,
    profileCalls.updateInfo,
    ({ body, request }) => profile.updateInfo(requireMember(request), body),
    { successMessage: 'profile.saved' },
  );
  registerCall(app, profileCalls.avatarList, async () => ({ list: avatarPaths() }));
  registerCall(
    app,
    profileCalls.editPassword,
    async ({ body, request }) => {
      await profile.editPassword(
        { ...requireMember(request), clientAddress: request.ip },
        {
          oldPassword: body.old_password,
          password: body.password,
          repassword: body.repassword,
        },
      );
      return null;
    },
    { successMessage: 'profile.passwordChanged' },
  );
  registerCall(
    app,
    profileCalls.updatePassword,
    async ({ body }) => {
      await profile.resetPassword({
        countryCode: body.country_code,
        mobile: body.mobile,
        code: body.code,
        password: body.password,
        repassword: body.repassword,
      });
      return null;
    },
    { successMessage: 'profile.passwordChanged' },
  );
  registerCall(
    app,
    profileCalls.paymentPassword,
    async ({ body, request }) => {
      await profile.setPaymentPassword(
        { userId: requireMember(request).userId, clientAddress: request.ip },
        {
          loginPassword: body.login_password,
          paymentPassword: body.payment_password,
          repassword: body.repassword,
          code: body.code,
        },
      );
      return null;
    },
    { successMessage: 'profile.saved' },
  );
  registerCall(
    app,
    profileCalls.paymentPasswordCode,
    ({ request, language }) =>
      profile.sendPaymentPasswordCode({
        userId: requireMember(request).userId,
        clientAddress: request.ip,
        language,
      }),
    { successMessage: 'account.codeSent' },
  );
  registerCall(
    app,
    profileCalls.verified,
    ({ body, request }) => profile.applyAsAnchor(requireMember(request).userId, body),
    { successMessage: 'anchor.applicationSubmitted' },
  );
  registerCall(app, profileCalls.getVerifiedInfo, ({ request }) =>
    profile.application(requireMember(request).userId),
  );
  registerCall(app, profileCalls.reviewAnchorApplication, ({ body, request }) =>
    profile.reviewApplication(requireMember(request).userId, body),
  );
  registerCall(app, profileCalls.kefuInfo, async () => ({
    email: 'support@tifo.example',
    hours: '09:00-23:00 (UTC+8)',
    feedback_url: '/feedback',
  }));
  registerCall(app, profileCalls.attention, ({ body, request }) =>
    profile.setFollow(requireMember(request).userId, body.anchorid, body.type === 1),
  );
  registerCall(app, profileCalls.attentionList, ({ query, request }) =>
    profile.followList(requireMember(request).userId, 'following', query.page),
  );
  registerCall(app, profileCalls.watchlistList, ({ query, request }) =>
    profile.followList(requireMember(request).userId, 'followers', query.page),
  );
  registerCall(app, profileCalls.persona, ({ query, request }) =>
    profile.persona(query.id, request.auth.kind === 'member' ? request.auth.userId : null),
  );
  registerCall(app, profileCalls.bindShareCode, ({ body, request }) =>
    profile.bindShareCode(requireMember(request).userId, body.shareCode),
  );
  registerCall(app, profileCalls.touristAccount, async () => profile.touristAccount());

  app.get<{ Params: { file: string } }>('/avatars/:file', async (request, reply) => {
    const match = /^(\d{1,2})\.svg$/.exec(request.params.file);
    const svg = match ? avatarSvg(Number(match[1])) : null;
    if (!svg) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
