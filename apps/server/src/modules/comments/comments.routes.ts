import { commentCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { CommentsService } from './comments.service';

export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService): void {
  registerCall(app, commentCalls.list, ({ request, query }) =>
    comments.list(memberIdOrNull(request), query),
  );
  registerCall(app, commentCalls.replies, ({ request, query }) =>
    comments.replies(memberIdOrNull(request), query),
  );
  registerCall(app, commentCalls.add, ({ request, body }) =>
    comments.add(requireMember(request).userId, body),
  );
  registerCall(app, commentCalls.like, ({ request, body }) =>
    comments.like(requireMember(request).userId, body),
  );
  registerCall(app, commentCalls.remove, ({ request, body }) =>
    comments.remove(requireMember(request).userId, body.comment_id),
  );
  registerCall(
    app,
    commentCalls.report,
    ({ request, body }) => comments.report(requireMember(request).userId, body),
    { successMessage: 'comment.reported' },
  );
}
