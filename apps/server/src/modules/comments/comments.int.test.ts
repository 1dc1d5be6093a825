import {
  COMMENT_LIMITS,
  commentCalls,
  imCalls,
  newsAdminCalls,
  newsArticleCalls,
} from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('comments (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { FEED_ENABLED: 'false' } });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });
  let editor: { token: string; userId: number };

  beforeAll(async () => {
    editor = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, editor.userId);
  });

  const newArticle = async () => {
    const published = await call(newsAdminCalls.publish, {
      body: {
        category: 'football',
        versions: { en: { title: 'Talking point', summary: 'S', body: '<p>B</p>' } },
      },
      token: editor.token,
    });
    return { target_type: 'news', target_id: published.data.id } as const;
  };
  const member = () => registerMember(ctx.test.app, ctx.database.db);
  const comment = async (
    token: string,
    target: { target_type: 'news'; target_id: number },
    content: string,
    replyTo?: number,
  ) => {
    const answer = await call(commentCalls.add, {
      body: { ...target, content, ...(replyTo ? { reply_to: replyTo } : {}) },
      token,
    });
    expect(answer).toMatchObject({ code: 0 });
    return answer.data.comment;
  };

  it('threads comments and replies, with the first replies under each comment', async () => {
    const target = await newArticle();
    const [ana, bao, chi] = [await member(), await member(), await member()];
    const root = await comment(ana.token, target, '  What a <b>goal</b> 🎯  ');
    // Stored and served as text: the markup stays characters.
    expect(root).toMatchObject({ content: 'What a <b>goal</b> 🎯', mine: true, reply_to: null });
    const first = await comment(bao.token, target, 'Agreed', root.id);
    expect(first).toMatchObject({ root_id: root.id, reply_to: null });
    // Answering a reply lands in the same thread and names whom it answers.
    const second = await comment(chi.token, target, 'No way', first.id);
    expect(second).toMatchObject({ root_id: root.id, reply_to: { id: bao.userId } });
    await comment(ana.token, target, 'Third reply', root.id);

    const page = await call(commentCalls.list, { query: { ...target, order: 'new' } });
    expect(page.data.total).toBe(4);
    const [thread] = page.data.list;
    expect(thread).toMatchObject({ id: root.id, reply_count: 3, mine: false });
    expect(thread?.replies.map((reply) => reply.content)).toEqual(['Agreed', 'No way']);
    const replies = await call(commentCalls.replies, { query: { comment_id: root.id } });
    expect(replies.data.list.map((reply) => reply.content)).toEqual([
      'Agreed',
      'No way',
      'Third reply',
    ]);
    // A reply is not a thread of its own.
    expect(await call(commentCalls.replies, { query: { comment_id: first.id } })).toMatchObject({
      status: 404,
    });
    const detail = await call(newsArticleCalls.detail, { query: { id: target.target_id } });
    expect(detail.data.comment_count).toBe(4);
  });

  it('orders threads by likes and replies (hot) or by time (new), and pages them', async () => {
    const target = await newArticle();
    const made = [];
    let writer = await member();
    for (let index = 0; index < COMMENT_LIMITS.pageSize + 1; index += 1) {
      // A new writer every few comments: one member may post 5 a minute.
      if (index > 0 && index % COMMENT_LIMITS.perMinute === 0) writer = await member();
      made.push(await comment(writer.token, target, `c${index}`));
    }
    const liker = await member();
    const oldest = made[0];
    if (!oldest) throw new Error('no comment');
    await call(commentCalls.like, {
      body: { comment_id: oldest.id, liked: true },
      token: liker.token,
    });

    const hot = await call(commentCalls.list, { query: { ...target, order: 'hot' } });
    expect(hot.data.list[0]?.id).toBe(oldest.id);
    const fresh = await call(commentCalls.list, { query: { ...target, order: 'new' } });
    expect(fresh.data.list[0]?.id).toBe(made.at(-1)?.id);
    expect(fresh.data.list).toHaveLength(COMMENT_LIMITS.pageSize);
    expect(fresh.data.has_more).toBe(true);
    const next = await call(commentCalls.list, { query: { ...target, order: 'new', page: 2 } });
    expect(next.data.list.map((item) => item.id)).toEqual([oldest.id]);
    expect(next.data.has_more).toBe(false);
  });

  it('likes once per member and says whether the viewer liked', async () => {
    const target = await newArticle();
    const [writer, fan] = [await member(), await member()];
    const written = await comment(writer.token, target, 'Like me');
    const like = (liked: boolean) =>
      call(commentCalls.like, { body: { comment_id: written.id, liked }, token: fan.token });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    const asFan = await call(commentCalls.list, { query: target, token: fan.token });
    expect(asFan.data.list[0]).toMatchObject({ liked: true, like_count: 1 });
    const asVisitor = await call(commentCalls.list, { query: target });
    expect(asVisitor.data.list[0]).toMatchObject({ liked: false, like_count: 1 });
    expect((await like(false)).data).toEqual({ liked: false, like_count: 0 });
    expect(
      await call(commentCalls.like, { body: { comment_id: written.id, liked: true } }),
    ).toMatchObject({ status: 401, code: 700 });
  });

  it('lets the author or an operator delete; a deleted comment keeps its place for its replies', async () => {
    const target = await newArticle();
    const [writer, other] = [await member(), await member()];
    const root = await comment(writer.token, target, 'Root');
    const reply = await comment(other.token, target, 'Reply', root.id);
    const lonely = await comment(other.token, target, 'Lonely');

    expect(
      await call(commentCalls.remove, { body: { comment_id: root.id }, token: other.token }),
    ).toMatchObject({ status: 403, code: 1, msg: 'You can only delete your own comments.' });
    expect(
      await call(commentCalls.remove, { body: { comment_id: root.id }, token: writer.token }),
    ).toMatchObject({ code: 0 });
    expect(
      await call(commentCalls.remove, { body: { comment_id: lonely.id }, token: editor.token }),
    ).toMatchObject({ code: 0 });

    const page = await call(commentCalls.list, { query: { ...target, order: 'new' } });
    expect(page.data.list).toHaveLength(1);
    expect(page.data.list[0]).toMatchObject({ id: root.id, deleted: true, content: '' });
    expect(page.data.total).toBe(1);

    await call(commentCalls.remove, { body: { comment_id: reply.id }, token: other.token });
    const empty = await call(commentCalls.list, { query: target });
    expect(empty.data).toMatchObject({ list: [], total: 0 });
    expect(
      await call(commentCalls.like, {
        body: { comment_id: reply.id, liked: true },
        token: writer.token,
      }),
    ).toMatchObject({ status: 404 });
  });

  it('refuses blocked words, floods, unknown targets and replies across targets', async () => {
    const [target, elsewhere] = [await newArticle(), await newArticle()];
    const writer = await member();
    await call(imCalls.addBlockedWords, { body: { words: ['scamlink'] }, token: editor.token });
    expect(
      await call(commentCalls.add, {
        body: { ...target, content: 'visit S C A M L I N K now' },
        token: writer.token,
      }),
    ).toMatchObject({
      code: 1,
      msg: 'Your comment contains a blocked word. Change it and try again.',
    });

    const other = await comment(writer.token, elsewhere, 'Over there');
    expect(
      await call(commentCalls.add, {
        body: { ...target, content: 'cross', reply_to: other.id },
        token: writer.token,
      }),
    ).toMatchObject({ status: 404 });
    for (const target_id of [999_999_999]) {
      expect(
        await call(commentCalls.add, {
          body: { target_type: 'news', target_id, content: 'x' },
          token: writer.token,
        }),
      ).toMatchObject({
        status: 404,
        msg: 'What you are commenting on does not exist or has been taken down.',
      });
    }
    // Videos are not commentable yet: no module has registered them.
    expect(
      await call(commentCalls.list, { query: { target_type: 'video', target_id: 1 } }),
    ).toMatchObject({ status: 404 });

    const flooder = await member();
    for (let index = 0; index < COMMENT_LIMITS.perMinute; index += 1) {
      await comment(flooder.token, target, `message ${index}`);
    }
    const refused = await call(commentCalls.add, {
      body: { ...target, content: 'one too many' },
      token: flooder.token,
    });
    expect(refused).toMatchObject({ status: 429, code: 1 });
    expect(refused.msg).toMatch(/^You are commenting too fast\. Try again in \d+ s\.$/);
    expect(
      await call(commentCalls.add, {
        body: { ...target, content: 'x'.repeat(COMMENT_LIMITS.maxLength + 1) },
        token: writer.token,
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await call(commentCalls.add, { body: { ...target, content: '   ' }, token: writer.token }),
    ).toMatchObject({ status: 400 });
  });

  it('takes one report per member and comment', async () => {
    const target = await newArticle();
    const [writer, reporter] = [await member(), await member()];
    const written = await comment(writer.token, target, 'Spoiler: they win');
    const report = () =>
      call(commentCalls.report, {
        body: { comment_id: written.id, reason: 'spoiler' },
        token: reporter.token,
      });
    expect(await report()).toMatchObject({ code: 0, msg: 'Report sent. Thank you.' });
    expect(await report()).toMatchObject({ status: 409, code: 1 });
  });
});
