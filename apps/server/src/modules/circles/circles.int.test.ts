import {
  CIRCLE_LIMITS,
  circleAdminCalls,
  circleCalls,
  commentCalls,
  type CallBody,
} from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { circlePosts, circles, uploads } from '../../db/schema/index';
import { registerMember, uploadFile, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

/** The first bytes of an MP4 file: enough for the upload check, which reads the `ftyp` box. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42', 'latin1'),
  Buffer.alloc(64),
]);

describe.each(databaseKinds)('circles and posts (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { FEED_ENABLED: 'false' } });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });
  let operator: { token: string; userId: number };

  beforeAll(async () => {
    operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
  });

  const member = () => registerMember(ctx.test.app, ctx.database.db);
  const newCircle = async (status: 'open' | 'closed' = 'open') => {
    const saved = await call(circleAdminCalls.save, {
      body: {
        kind: 'team',
        sport: 'football',
        name_zh: '河内FC',
        name_en: 'Hà Nội FC',
        name_vi: 'Hà Nội FC',
        intro_en: 'Fans of Hà Nội FC',
        status,
      },
      token: operator.token,
    });
    expect(saved).toMatchObject({ code: 0 });
    return saved.data.id;
  };
  const pictures = async (token: string, count: number) =>
    Promise.all(Array.from({ length: count }, () => uploadPicture(ctx.test.app, token)));
  const publish = async (
    token: string,
    circleId: number,
    content: string,
    images: string[] = [],
  ) => {
    const answer = await call(circleCalls.publish, {
      body: { circle_id: circleId, content, images },
      token,
    });
    expect(answer).toMatchObject({ code: 0 });
    return answer.data.id;
  };
  const postCount = async (circleId: number) => {
    const [row] = await ctx.database.db
      .select({ count: circles.postCount })
      .from(circles)
      .where(eq(circles.id, circleId));
    return row?.count;
  };

  it('lets operators create circles, members join and leave them, visitors read them', async () => {
    const id = await newCircle();
    const ana = await member();
    const stranger = await call(circleAdminCalls.save, {
      body: { kind: 'topic', sport: null, name_zh: 'x', name_en: 'x', name_vi: 'x' },
      token: ana.token,
    });
    expect(stranger.status).toBe(403);

    const joined = await call(circleCalls.join, { body: { id, joined: true }, token: ana.token });
    expect(joined.data).toEqual({ joined: true, member_count: 1 });
    // Joining twice counts once.
    await call(circleCalls.join, { body: { id, joined: true }, token: ana.token });
    const listed = await call(circleCalls.list, { query: { kind: 'team' }, token: ana.token });
    expect(listed.data.list.find((circle) => circle.id === id)).toMatchObject({
      name: 'Hà Nội FC',
      member_count: 1,
      joined: true,
    });
    const inZh = await call(circleCalls.info, { query: { id }, lang: 'zh' });
    expect(inZh.data).toMatchObject({ name: '河内FC', joined: false });
    expect((await call(circleCalls.mine, { token: ana.token })).data.list.map((c) => c.id)).toEqual(
      [id],
    );

    const left = await call(circleCalls.join, { body: { id, joined: false }, token: ana.token });
    expect(left.data).toEqual({ joined: false, member_count: 0 });
    expect((await call(circleCalls.mine, { token: ana.token })).data.list).toEqual([]);

    const closed = await newCircle('closed');
    const refused = await call(circleCalls.join, {
      body: { id: closed, joined: true },
      token: ana.token,
    });
    expect(refused).toMatchObject({
      code: 1,
      msg: 'This community is closed: it takes no new members or posts.',
    });
    expect((await call(circleCalls.list, {})).data.list.some((c) => c.id === closed)).toBe(false);
  });

  it('refuses posts that break the spec rules, with its messages, and writes nothing', async () => {
    const id = await newCircle();
    const ana = await member();
    const five = await pictures(ana.token, 5);
    const attempt = (body: CallBody<typeof circleCalls.publish>, lang: 'zh' | 'en' = 'en') =>
      call(circleCalls.publish, { body, token: ana.token, lang });

    // No circle: the spec's words.
    expect(await attempt({ content: 'Hello', images: [] }, 'zh')).toMatchObject({
      code: 1,
      msg: '请选择圈子',
    });
    expect(await attempt({ circle_id: id, content: '   ', images: [] }, 'zh')).toMatchObject({
      code: 1,
      msg: '请输入内容',
    });
    expect(await attempt({ circle_id: id, content: 'Five', images: five })).toMatchObject({
      code: 1,
      msg: `A post can have at most ${CIRCLE_LIMITS.imagesPerPost} pictures.`,
    });
    const video = await uploadFile(ctx.test.app, ana.token, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: MP4_HEAD,
    });
    expect(await attempt({ circle_id: id, content: 'Clip', video }, 'zh')).toMatchObject({
      code: 1,
      msg: '请上传视频封面',
    });
    // A picture passed off as the video.
    expect(
      await attempt({ circle_id: id, content: 'Clip', video: five[0], cover: five[1] }, 'zh'),
    ).toMatchObject({ code: 1, msg: '请上传正确的视频格式' });
    expect(
      await attempt({
        circle_id: id,
        content: 'Both',
        images: [five[0] ?? ''],
        video,
        cover: five[1],
      }),
    ).toMatchObject({ code: 1, msg: 'A post has pictures or a video, not both.' });

    // Pictures must be this member's png/jpg uploads of at most 5 MB.
    const bao = await member();
    expect(
      await call(circleCalls.publish, {
        body: { circle_id: id, content: 'Borrowed', images: five.slice(0, 1) },
        token: bao.token,
      }),
    ).toMatchObject({ code: 1, msg: 'Please upload a png or jpg picture of at most 5 MB.' });
    // A 6 MB picture never gets stored (Upload/file refuses it) …
    const big = await uploadRaw(
      ana.token,
      Buffer.concat([PNG_HEAD, Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big).toMatchObject({
      code: 1,
      msg: 'Please upload a png or jpg picture of at most 5 MB.',
    });
    // … and a record of one (however it got there) is refused by the post too.
    await ctx.database.db
      .update(uploads)
      .set({ bytes: 6 * 1024 * 1024 })
      .where(eq(uploads.path, five[4] ?? ''));
    expect(
      await attempt({ circle_id: id, content: 'Six megabytes', images: [five[4] ?? ''] }),
    ).toMatchObject({ code: 1, msg: 'Please upload a png or jpg picture of at most 5 MB.' });

    expect(await postCount(id)).toBe(0);
    const written = await ctx.database.db
      .select({ id: circlePosts.id })
      .from(circlePosts)
      .where(eq(circlePosts.circleId, id));
    expect(written).toEqual([]);
    // The rules met, the same files go through.
    expect(
      await attempt({ circle_id: id, content: 'Four is fine', images: five.slice(0, 4) }),
    ).toMatchObject({ code: 0, msg: 'Posted.' });
    expect(await attempt({ circle_id: id, content: 'Clip', video, cover: five[0] })).toMatchObject({
      code: 0,
    });
    expect(await postCount(id)).toBe(2);
  });

  const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  async function uploadRaw(token: string, bytes: Buffer) {
    const grant = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/Member/getQiniuToken',
      headers: { 'x-tifo-client': 'web', token, 'content-type': 'application/json' },
      payload: { kind: 'image' },
    });
    const uploadToken = grant.json<{ data: { token: string } }>().data.token;
    const response = await ctx.test.app.inject({
      method: 'POST',
      url: '/api/Upload/file',
      headers: {
        'x-tifo-client': 'web',
        'x-upload-token': uploadToken,
        'content-type': 'image/png',
        token,
        lang: 'en',
      },
      payload: bytes,
    });
    return response.json<{ code: number; msg: string }>();
  }

  it('posts with pictures, joins the author, counts likes, favourites and comments, orders by heat', async () => {
    const id = await newCircle();
    const [ana, bao, chi] = [await member(), await member(), await member()];
    const images = await pictures(ana.token, 2);
    const first = await publish(ana.token, id, 'First <b>post</b>\nline two', images);
    const second = await publish(bao.token, id, 'Second post');

    const circle = await call(circleCalls.info, { query: { id }, token: ana.token });
    expect(circle.data).toMatchObject({ joined: true, member_count: 2, post_count: 2 });

    const detail = await call(circleCalls.post, { query: { id: first }, token: ana.token });
    expect(detail.data).toMatchObject({
      content: 'First <b>post</b>\nline two',
      images,
      video: null,
      mine: true,
      hidden: false,
      circle: { id, name: 'Hà Nội FC' },
    });

    for (const fan of [bao, chi]) {
      const liked = await call(circleCalls.like, {
        body: { id: first, liked: true },
        token: fan.token,
      });
      expect(liked).toMatchObject({ code: 0 });
    }
    // A second like by the same member changes nothing; taking it back does.
    await call(circleCalls.like, { body: { id: first, liked: true }, token: chi.token });
    const unliked = await call(circleCalls.like, {
      body: { id: first, liked: false },
      token: chi.token,
    });
    expect(unliked.data).toEqual({ liked: false, like_count: 1 });
    const favorited = await call(circleCalls.favorite, {
      body: { id: first, favorite: true },
      token: chi.token,
    });
    expect(favorited.data).toEqual({ favorited: true, favorite_count: 1 });
    const commented = await call(commentCalls.add, {
      body: { target_type: 'post', target_id: first, content: 'Nice one' },
      token: chi.token,
    });
    expect(commented).toMatchObject({ code: 0 });

    const hot = await call(circleCalls.posts, {
      query: { circle_id: id, order: 'hot' },
      token: chi.token,
    });
    expect(hot.data.list.map((post) => post.id)).toEqual([first, second]);
    expect(hot.data.list[0]).toMatchObject({
      like_count: 1,
      favorite_count: 1,
      comment_count: 1,
      liked: false,
      favorited: true,
    });
    const newest = await call(circleCalls.posts, { query: { circle_id: id, order: 'new' } });
    expect(newest.data.list.map((post) => post.id)).toEqual([second, first]);

    // Deleting the comment takes it out of the count.
    await call(commentCalls.remove, {
      body: { comment_id: commented.data.comment.id },
      token: chi.token,
    });
    const recounted = await call(circleCalls.post, { query: { id: first } });
    expect(recounted.data.comment_count).toBe(0);

    // The member's lists.
    const favorites = await call(circleCalls.posts, {
      query: { scope: 'favorites' },
      token: chi.token,
    });
    expect(favorites.data.list.map((post) => post.id)).toEqual([first]);
    const mine = await call(circleCalls.posts, { query: { scope: 'mine' }, token: bao.token });
    expect(mine.data.list.map((post) => post.id)).toEqual([second]);
    const visitor = await call(circleCalls.posts, { query: { scope: 'joined' } });
    expect(visitor).toMatchObject({ status: 401, code: 700 });
  });

  it('shows the posts of the joined circles only in the joined feed', async () => {
    const [mineId, otherId] = [await newCircle(), await newCircle()];
    const [ana, bao] = [await member(), await member()];
    const inMine = await publish(bao.token, mineId, 'In the circle Ana joins');
    await publish(bao.token, otherId, 'Elsewhere');
    await call(circleCalls.join, { body: { id: mineId, joined: true }, token: ana.token });
    const feed = await call(circleCalls.posts, { query: { scope: 'joined' }, token: ana.token });
    expect(feed.data.list.map((post) => post.id)).toEqual([inMine]);
  });

  it('lets operators pin, feature and hide posts, and read the reports', async () => {
    const id = await newCircle();
    const [ana, bao, chi] = [await member(), await member(), await member()];
    const pinned = await publish(ana.token, id, 'Rules of the circle');
    const plain = await publish(bao.token, id, 'Just a post');
    const moderated = await call(circleAdminCalls.moderate, {
      body: { id: pinned, pinned: true, featured: true },
      token: operator.token,
    });
    expect(moderated.data).toEqual({ id: pinned, pinned: true, featured: true, hidden: false });
    const page = await call(circleCalls.posts, { query: { circle_id: id } });
    expect(page.data.pinned.map((post) => post.id)).toEqual([pinned]);
    expect(page.data.list.map((post) => post.id)).toEqual([plain]);
    const featured = await call(circleCalls.posts, { query: { scope: 'featured' } });
    expect(featured.data.list.map((post) => post.id)).toContain(pinned);
    expect(featured.data.list.map((post) => post.id)).not.toContain(plain);

    for (const fan of [ana, chi]) {
      const reported = await call(circleCalls.report, {
        body: { id: plain, reason: 'spam' },
        token: fan.token,
      });
      expect(reported).toMatchObject({ code: 0, msg: 'Report sent. Thank you.' });
    }
    const again = await call(circleCalls.report, {
      body: { id: plain, reason: 'abuse' },
      token: chi.token,
    });
    expect(again).toMatchObject({ code: 1, status: 409 });
    const queue = await call(circleAdminCalls.reports, { query: {}, token: operator.token });
    expect(queue.data.list.find((item) => item.post.id === plain)).toMatchObject({
      report_count: 2,
      reasons: ['spam'],
    });
    expect((await call(circleAdminCalls.reports, { query: {}, token: ana.token })).status).toBe(
      403,
    );

    await call(circleAdminCalls.moderate, {
      body: { id: plain, hidden: true },
      token: operator.token,
    });
    expect((await call(circleCalls.post, { query: { id: plain } })).status).toBe(404);
    expect(
      (await call(circleCalls.post, { query: { id: plain }, token: bao.token })).data,
    ).toMatchObject({ hidden: true, mine: true });
    const after = await call(circleCalls.posts, { query: { circle_id: id } });
    expect(after.data.list).toEqual([]);
    const comment = await call(commentCalls.add, {
      body: { target_type: 'post', target_id: plain, content: 'Can I?' },
      token: chi.token,
    });
    expect(comment.status).toBe(404);
    const like = await call(circleCalls.like, {
      body: { id: plain, liked: true },
      token: chi.token,
    });
    expect(like.status).toBe(404);
  });

  it('lets the author or an operator delete a post, its comments with it', async () => {
    const id = await newCircle();
    const [ana, bao] = [await member(), await member()];
    const post = await publish(ana.token, id, 'Short-lived');
    await call(commentCalls.add, {
      body: { target_type: 'post', target_id: post, content: 'Reply' },
      token: bao.token,
    });
    const stranger = await call(circleCalls.remove, { body: { id: post }, token: bao.token });
    expect(stranger.status).toBe(403);
    expect(await call(circleCalls.remove, { body: { id: post }, token: ana.token })).toMatchObject({
      code: 0,
    });
    expect((await call(circleCalls.post, { query: { id: post } })).status).toBe(404);
    expect(await postCount(id)).toBe(0);
    const comments = await call(commentCalls.list, {
      query: { target_type: 'post', target_id: post },
    });
    expect(comments.status).toBe(404);

    const other = await publish(ana.token, id, 'Against the rules');
    expect(
      await call(circleCalls.remove, { body: { id: other }, token: operator.token }),
    ).toMatchObject({ code: 0 });
  });

  it('limits how often a member posts', async () => {
    const id = await newCircle();
    const ana = await member();
    for (let i = 0; i < CIRCLE_LIMITS.postsPerHour; i += 1)
      await publish(ana.token, id, `Post ${i}`);
    const refused = await call(circleCalls.publish, {
      body: { circle_id: id, content: 'One too many' },
      token: ana.token,
    });
    expect(refused).toMatchObject({ code: 1, status: 429 });
    expect(await postCount(id)).toBe(CIRCLE_LIMITS.postsPerHour);
  });
});
