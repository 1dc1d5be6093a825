import { videoCalls, videoCommentCalls } from '@tifo/contract';
import type { FastifyInstance } from 'fastify';
import { memberIdOrNull, readerKey, requireMember } from '../../platform/http/auth-context';
import { registerCall } from '../../platform/http/register-call';
import type { CommentsService } from '../comments/comments.service';
import type { VideosService } from './videos.service';

export function registerVideoRoutes(app: FastifyInstance, videos: VideosService): void {
  registerCall(app, videoCalls.banners, ({ body, language }) =>
    videos.banners(language, body.position),
  );
  registerCall(app, videoCalls.recommended, ({ body, language }) => videos.list(language, body));
  registerCall(app, videoCalls.list, ({ query, language }) => videos.list(language, query));
  registerCall(app, videoCalls.info, ({ request, body, language }) =>
    videos.info(memberIdOrNull(request), language, body.id),
  );
  registerCall(app, videoCalls.addView, ({ request, body }) =>
    videos.addView(body.id, readerKey(request)),
  );
  registerCall(app, videoCalls.anchorWorks, ({ body, language }) =>
    videos.anchorWorks(language, body.anchor_id, body.page),
  );
  registerCall(app, videoCalls.mine, ({ request, query, language }) =>
    videos.mine(language, requireMember(request).userId, query.page),
  );
  registerCall(app, videoCalls.rank, ({ query, language }) => videos.rank(language, query.period));
  registerCall(app, videoCalls.categories, ({ language }) => videos.categories(language));
  registerCall(app, videoCalls.recommendedCategories, ({ language }) =>
    videos.recommendedCategories(language),
  );
  registerCall(app, videoCalls.allCategories, ({ language }) => videos.allCategories(language));
  registerCall(app, videoCalls.searchCategories, ({ query, language }) =>
    videos.searchCategories(language, query.name),
  );
  registerCall(app, videoCalls.myCategories, ({ request, language }) =>
    videos.myCategories(language, requireMember(request).userId),
  );
  registerCall(app, videoCalls.setMyCategories, ({ request, body, language }) =>
    videos.setMyCategories(language, requireMember(request).userId, body.ids),
  );
  registerCall(app, videoCalls.favorite, ({ request, body }) =>
    videos.favorite(requireMember(request).userId, body.id, body.favorite),
  );
  registerCall(app, videoCalls.like, ({ request, body }) =>
    videos.like(requireMember(request).userId, body.id, body.liked),
  );
  registerCall(app, videoCalls.publish, ({ request, body }) =>
    videos.publish(requireMember(request).userId, body),
  );
  registerCall(app, videoCalls.remove, ({ request, body }) =>
    videos.remove(requireMember(request).userId, body.id),
  );
  registerCall(app, videoCalls.hide, ({ request, body }) =>
    videos.hide(requireMember(request).userId, body.id, body.hidden),
  );
  registerCall(app, videoCalls.unpublish, ({ body }) =>
    videos.setPublished(body.id, body.published),
  );
}

/** The spec's video comment calls, answered by the comment module on `video` targets. */
export function registerVideoCommentRoutes(app: FastifyInstance, comments: CommentsService): void {
  registerCall(app, videoCommentCalls.list, ({ request, body }) =>
    comments.list(memberIdOrNull(request), {
      target_type: 'video',
      target_id: body.video_id,
      order: body.order,
      page: body.page,
    }),
  );
  registerCall(app, videoCommentCalls.replies, ({ request, query }) =>
    comments.replies(memberIdOrNull(request), query),
  );
  registerCall(app, videoCommentCalls.add, ({ request, body }) =>
    comments.add(requireMember(request).userId, {
      target_type: 'video',
      target_id: body.video_id,
      content: body.content,
      reply_to: body.reply_to,
    }),
  );
  registerCall(app, videoCommentCalls.like, ({ request, body }) =>
    comments.like(requireMember(request).userId, body),
  );
}
