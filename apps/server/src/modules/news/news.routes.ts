import { newsAdminCalls, newsArticleCalls, newsCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, readerKey, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { NewsService } from './news.service';

export function registerNewsRoutes(app: FastifyInstance, news: NewsService): void {
  registerCall(app, newsCalls.list, ({ query, language }) =>
    news.list(language, { category: query.category, tag: query.tag }, query.page),
  );
  registerCall(app, newsCalls.headlines, ({ language }) => news.headlines(language));
  registerCall(app, newsArticleCalls.detail, ({ request, query, language }) =>
    news.detail(memberIdOrNull(request), language, query.id),
  );
  registerCall(app, newsArticleCalls.addView, ({ request, body }) =>
    news.addView(body.id, readerKey(request)),
  );
  registerCall(app, newsArticleCalls.like, ({ request, body }) =>
    news.like(requireMember(request).userId, body.id, body.liked),
  );
  registerCall(app, newsAdminCalls.publish, ({ request, body }) =>
    news.publish(requireMember(request).userId, body),
  );
  registerCall(app, newsAdminCalls.update, ({ body }) => news.update(body.id, body));
  registerCall(app, newsAdminCalls.unpublish, ({ body }) =>
    news.setPublished(body.id, body.published),
  );
}
