import { circleAdminCalls, circleCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { CirclesService } from './circles.service';
import type { PostModeration } from './post-moderation';
import type { PostsService } from './posts.service';

export function registerCircleRoutes(
  app: FastifyInstance,
  deps: { circles: CirclesService; posts: PostsService; moderation: PostModeration },
): void {
  const { circles, posts, moderation } = deps;
  registerCall(app, circleCalls.list, ({ request, query, language }) =>
    circles.list(memberIdOrNull(request), language, query.kind),
  );
  registerCall(app, circleCalls.mine, ({ request, language }) =>
    circles.mine(requireMember(request).userId, language),
  );
  registerCall(app, circleCalls.info, ({ request, query, language }) =>
    circles.info(memberIdOrNull(request), language, query.id),
  );
  registerCall(app, circleCalls.join, ({ request, body }) =>
    circles.join(requireMember(request).userId, body.id, body.joined),
  );
  registerCall(app, circleCalls.posts, ({ request, query, language }) =>
    posts.list(memberIdOrNull(request), language, query),
  );
  registerCall(app, circleCalls.post, ({ request, query, language }) =>
    posts.one(memberIdOrNull(request), language, query.id),
  );
  registerCall(
    app,
    circleCalls.publish,
    ({ request, body }) => posts.publish(requireMember(request).userId, body),
    { successMessage: 'post.published' },
  );
  registerCall(app, circleCalls.remove, ({ request, body }) =>
    posts.remove(requireMember(request).userId, body.id),
  );
  registerCall(app, circleCalls.like, ({ request, body }) =>
    posts.like(requireMember(request).userId, body.id, body.liked),
  );
  registerCall(app, circleCalls.favorite, ({ request, body }) =>
    posts.favorite(requireMember(request).userId, body.id, body.favorite),
  );
  registerCall(
    app,
    circleCalls.report,
    ({ request, body }) => posts.report(requireMember(request).userId, body),
    { successMessage: 'post.reported' },
  );
  registerCall(app, circleAdminCalls.save, ({ body }) => circles.save(body));
  registerCall(app, circleAdminCalls.moderate, ({ body }) => moderation.moderate(body));
  registerCall(app, circleAdminCalls.reports, ({ query, language }) =>
    moderation.reports(language, query.page),
  );
}
