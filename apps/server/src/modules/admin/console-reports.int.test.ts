import {
  commentCalls,
  consoleCalls,
  consoleReportCalls,
  liveCalls,
  newsAdminCalls,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { registerLiveStreamer } from '../../test-support/money';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('console reports queue (%s)', (kind) => {
  const ctx = useAppForFile(kind);
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });

  async function moderator() {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, member.userId));
    return member;
  }

  async function reportedComment() {
    const editor = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, editor.userId);
    const article = await call(newsAdminCalls.publish, {
      body: {
        category: 'football',
        versions: { en: { title: 'Derby day', summary: 'S', body: '<p>B</p>' } },
      },
      token: editor.token,
    });
    const author = await registerMember(ctx.test.app, ctx.database.db);
    const added = await call(commentCalls.add, {
      body: { target_type: 'news', target_id: article.data.id, content: 'Buy followers here' },
      token: author.token,
    });
    const commentId = added.data.comment.id;
    for (const note of ['spam link', '']) {
      const reporter = await registerMember(ctx.test.app, ctx.database.db);
      await call(commentCalls.report, {
        body: { comment_id: commentId, reason: 'spam', ...(note ? { note } : {}) },
        token: reporter.token,
      });
    }
    return { commentId, articleId: article.data.id };
  }

  it('lists reported things most reported first; removing hides the comment, a new report reopens it', async () => {
    const staff = await moderator();
    const before = (await call(consoleCalls.queueCounts, { token: staff.token })).data.reports;
    const { commentId, articleId } = await reportedComment();
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const viewer = await registerMember(ctx.test.app, ctx.database.db);
    await call(liveCalls.report, {
      body: { room_id: streamer.roomId, reason: 'gambling', detail: 'betting links' },
      token: viewer.token,
    });
    expect((await call(consoleCalls.queueCounts, { token: staff.token })).data.reports).toBe(
      before + 2,
    );

    const queue = await call(consoleReportCalls.list, { token: staff.token });
    const comment = queue.data.list.find(
      (item) => item.target_kind === 'comment' && item.target_id === commentId,
    );
    expect(comment).toMatchObject({
      reports: 2,
      reasons: ['spam'],
      notes: ['spam link'],
      excerpt: 'Buy followers here',
      link: `/detail?id=${articleId}`,
      gone: false,
    });
    const rooms = await call(consoleReportCalls.list, {
      query: { kind: 'room' },
      token: staff.token,
    });
    expect(rooms.data.list.map((item) => item.target_id)).toContain(streamer.roomId);

    const removed = await call(consoleReportCalls.handle, {
      body: { target_kind: 'comment', target_id: commentId, outcome: 'removed', note: 'Spam' },
      token: staff.token,
    });
    expect(removed.code).toBe(0);
    const listed = await call(commentCalls.list, {
      query: { target_type: 'news', target_id: articleId },
    });
    expect(listed.data.list.map((item) => item.id)).not.toContain(commentId);
    const after = await call(consoleReportCalls.list, {
      query: { kind: 'comment' },
      token: staff.token,
    });
    expect(after.data.list.map((item) => item.target_id)).not.toContain(commentId);

    // The room: dismissed, then reported again: it is back with the new report only.
    await call(consoleReportCalls.handle, {
      body: { target_kind: 'room', target_id: streamer.roomId, outcome: 'dismissed' },
      token: staff.token,
    });
    const cleared = await call(consoleReportCalls.list, {
      query: { kind: 'room' },
      token: staff.token,
    });
    expect(cleared.data.list.map((item) => item.target_id)).not.toContain(streamer.roomId);
    const another = await registerMember(ctx.test.app, ctx.database.db);
    await call(liveCalls.report, {
      body: { room_id: streamer.roomId, reason: 'violence' },
      token: another.token,
    });
    const reopened = await call(consoleReportCalls.list, {
      query: { kind: 'room' },
      token: staff.token,
    });
    expect(reopened.data.list.find((item) => item.target_id === streamer.roomId)).toMatchObject({
      reports: 1,
      reasons: ['violence'],
    });
  });

  it('removing a reported room seals it with the note as the reason', async () => {
    const staff = await moderator();
    const streamer = await registerLiveStreamer(ctx.test.app, ctx.database.db);
    const viewer = await registerMember(ctx.test.app, ctx.database.db);
    await call(liveCalls.report, {
      body: { room_id: streamer.roomId, reason: 'sexual' },
      token: viewer.token,
    });
    await call(consoleReportCalls.handle, {
      body: {
        target_kind: 'room',
        target_id: streamer.roomId,
        outcome: 'removed',
        note: 'Adult content',
      },
      token: staff.token,
    });
    const room = await call(liveCalls.getRoomInfo, { query: { room_id: streamer.roomId } });
    expect(room.data).toMatchObject({ sealed: true, sealed_reason: 'Adult content' });
    const asMember = await call(consoleReportCalls.list, { token: viewer.token });
    expect(asMember.status).toBe(403);
  });
});
