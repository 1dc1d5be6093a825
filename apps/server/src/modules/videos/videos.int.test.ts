import { VIDEO_LIMITS, videoCalls, videoCommentCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { videoCategories, videoDailyViews, videos } from '../../db/schema/index';
import { seedBanners, seedVideoCategories } from '../../db/seed/video-seed';
import { newAddress, registerMember, uploadFile, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

/** The first bytes of an MP4 file: enough for the upload check, which reads the `ftyp` box. */
const MP4_HEADER = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

describe.each(databaseKinds)('videos (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { FEED_ENABLED: 'false' } });
  const call = contractCaller(() => ctx.test.app, { lang: 'en' });
  let categories: { id: number; nameEn: string }[] = [];

  beforeAll(async () => {
    await ctx.database.db.transaction(async (tx) => {
      await seedVideoCategories(tx);
      await seedBanners(tx);
    });
    categories = await ctx.database.db.select().from(videoCategories);
  });

  const member = () => registerMember(ctx.test.app, ctx.database.db);
  const categoryId = (name: string) => categories.find((row) => row.nameEn === name)?.id ?? 0;
  /** A video as the transcoder leaves it: ready, with its playlist and poster. */
  const readyVideo = async (userId: number, values: Partial<typeof videos.$inferInsert> = {}) => {
    const [row] = await ctx.database.db
      .insert(videos)
      .values({
        userId,
        title: 'Highlights',
        categoryId: categoryId('Goals'),
        status: 'ready',
        hlsPath: '/media/videos/1/index.m3u8',
        posterPath: '/media/videos/1/poster.jpg',
        durationSeconds: 61,
        ...values,
      })
      .returning({ id: videos.id });
    if (!row) throw new Error('no video');
    return row.id;
  };

  it('lists categories in the reader’s language; members follow some, in their order', async () => {
    const all = await call(videoCalls.categories, { lang: 'zh' });
    expect(all.data.list.map((category) => category.name)).toContain('进球');
    const recommended = await call(videoCalls.recommendedCategories);
    expect(recommended.data.list.map((category) => category.name)).toEqual([
      'Football highlights',
      'Basketball highlights',
      'Goals',
      'Broadcast replays',
    ]);
    const search = async (name: string, lang: 'en' | 'vi' | 'zh' = 'en') =>
      (await call(videoCalls.searchCategories, { query: { name }, lang })).data.list.map(
        (category) => category.name,
      );
    expect(await search('goal')).toEqual(['Goals']);
    expect(await search('进球', 'vi')).toEqual(['Bàn thắng']);
    expect(await search('%')).toEqual([]);

    const fan = await member();
    const ids = [categoryId('Tactics'), categoryId('Goals')];
    const set = await call(videoCalls.setMyCategories, { body: { ids }, token: fan.token });
    expect(set.data.list.map((category) => category.name)).toEqual(['Tactics', 'Goals']);
    const mine = await call(videoCalls.myCategories, { token: fan.token });
    expect(mine.data.list.map((category) => category.id)).toEqual(ids);
    expect(
      await call(videoCalls.setMyCategories, { body: { ids: [999_999] }, token: fan.token }),
    ).toMatchObject({ code: 1, msg: 'Please choose a category.' });
    expect(await call(videoCalls.myCategories)).toMatchObject({ status: 401, code: 700 });
  });

  it('publishes a member’s own upload, which waits in processing where only they see it', async () => {
    const [owner, other] = [await member(), await member()];
    const video = await uploadFile(ctx.test.app, owner.token, {
      kind: 'video',
      contentType: 'video/mp4',
      bytes: MP4_HEADER,
    });
    const cover = await uploadPicture(ctx.test.app, owner.token);
    const body = { title: 'My first goal', classify_id: categoryId('Goals'), video, cover };
    const refused = (override: Partial<typeof body>, token = owner.token) =>
      call(videoCalls.publish, { body: { ...body, ...override }, token });
    expect(await refused({}, other.token)).toMatchObject({
      code: 1,
      msg: 'Please upload a video.',
    });
    expect(await refused({ cover: video })).toMatchObject({
      code: 1,
      msg: 'Please upload a video cover.',
    });
    expect(await refused({ classify_id: 999_999 })).toMatchObject({
      code: 1,
      msg: 'Please choose a category.',
    });
    expect(await refused({ title: 'x'.repeat(VIDEO_LIMITS.titleMaxLength + 1) })).toMatchObject({
      status: 400,
    });
    expect(await refused({ video: 'https://elsewhere.example/v.mp4' })).toMatchObject({
      status: 400,
    });
    // An upload address of the S3 form is taken, but only a file this member uploaded counts.
    expect(
      await refused({ video: 'https://cdn.example.com/uploads/2026/11/someone-else.mp4' }),
    ).toMatchObject({ code: 1, msg: 'Please upload a video.' });

    const published = await call(videoCalls.publish, { body, token: owner.token });
    expect(published).toMatchObject({ code: 0, data: { status: 'processing' } });
    const id = published.data.id;
    const mine = await call(videoCalls.mine, { token: owner.token });
    expect(mine.data.list[0]).toMatchObject({ id, status: 'processing', cover });
    const asOwner = await call(videoCalls.info, { body: { id }, token: owner.token });
    expect(asOwner.data).toMatchObject({ hls_url: null, mine: true, status: 'processing' });
    expect(await call(videoCalls.info, { body: { id }, token: other.token })).toMatchObject({
      status: 404,
      msg: 'This video does not exist or has been taken down.',
    });
    const listed = await call(videoCalls.list, { query: { classify_id: categoryId('Goals') } });
    expect(listed.data.list.map((item) => item.id)).not.toContain(id);
  });

  it('pages published videos newest or most watched first, by category and by streamer', async () => {
    const author = await member();
    const category = categoryId('Fun');
    const ids: number[] = [];
    for (let index = 0; index < VIDEO_LIMITS.pageSize + 1; index += 1) {
      ids.push(
        await readyVideo(author.userId, { categoryId: category, views: index === 0 ? 99 : 0 }),
      );
    }
    await readyVideo(author.userId, { categoryId: category, status: 'failed', hlsPath: null });
    const page = (query: { order?: 'new' | 'hot'; page?: number }) =>
      call(videoCalls.list, { query: { classify_id: category, ...query } });
    const first = await page({});
    expect(first.data.list).toHaveLength(VIDEO_LIMITS.pageSize);
    expect(first.data).toMatchObject({ has_more: true });
    expect(first.data.list[0]).toMatchObject({
      id: ids.at(-1),
      author: { id: author.userId },
      category: { name: 'Fun' },
      cover: '/media/videos/1/poster.jpg',
      duration_seconds: 61,
    });
    expect((await page({ page: 2 })).data).toMatchObject({
      has_more: false,
      list: [{ id: ids[0] }],
    });
    expect((await page({ order: 'hot' })).data.list[0]?.id).toBe(ids[0]);
    const viaPost = await call(videoCalls.recommended, { body: { classify_id: category } });
    expect(viaPost.data.list.map((item) => item.id)).toEqual(
      first.data.list.map((item) => item.id),
    );
    const works = await call(videoCalls.anchorWorks, { body: { anchor_id: author.userId } });
    expect(works.data.list).toHaveLength(VIDEO_LIMITS.pageSize);
    expect(works.data.list.every((item) => item.status === 'ready')).toBe(true);
  });

  it('counts plays once per viewer per half hour and ranks by the period’s plays', async () => {
    const author = await member();
    const [old, fresh] = [await readyVideo(author.userId), await readyVideo(author.userId)];
    // The old one was played a lot, long ago; the fresh one is played today.
    await ctx.database.db.update(videos).set({ views: 10_000 }).where(eq(videos.id, old));
    await ctx.database.db
      .insert(videoDailyViews)
      .values({ videoId: old, day: '2020-01-01', views: 10_000 });
    const address = newAddress();
    const play = (token?: string) =>
      call(videoCalls.addView, {
        body: { id: fresh },
        remoteAddress: address,
        ...(token ? { token } : {}),
      });
    expect((await play()).data.views).toBe(1);
    expect((await play()).data.views).toBe(1);
    const fan = await member();
    expect((await play(fan.token)).data.views).toBe(2);

    const rank = async (period: 'day' | 'week' | 'month' | 'total') =>
      (await call(videoCalls.rank, { query: { period } })).data.list.map((item) => [
        item.id,
        item.period_views,
      ]);
    expect(await rank('day')).toContainEqual([fresh, 2]);
    expect((await rank('day')).map(([id]) => id)).not.toContain(old);
    expect(await rank('week')).toContainEqual([fresh, 2]);
    const total = await rank('total');
    expect(total.findIndex(([id]) => id === old)).toBeLessThan(
      total.findIndex(([id]) => id === fresh),
    );
  });

  it('likes and keeps favourites once per member; the video says so to them', async () => {
    const [author, fan] = [await member(), await member()];
    const id = await readyVideo(author.userId);
    const like = (liked: boolean) =>
      call(videoCalls.like, { body: { id, liked }, token: fan.token });
    const keep = (favorite: boolean) =>
      call(videoCalls.favorite, { body: { id, favorite }, token: fan.token });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    expect((await keep(true)).data).toEqual({ favorited: true, favorite_count: 1 });
    const seen = await call(videoCalls.info, { body: { id }, token: fan.token });
    expect(seen.data).toMatchObject({
      liked: true,
      favorited: true,
      like_count: 1,
      favorite_count: 1,
      mine: false,
      hls_url: '/media/videos/1/index.m3u8',
    });
    expect((await like(false)).data).toEqual({ liked: false, like_count: 0 });
    expect((await keep(false)).data).toEqual({ favorited: false, favorite_count: 0 });
    expect(await call(videoCalls.like, { body: { id, liked: true } })).toMatchObject({ code: 700 });
  });

  it('lets only the owner delete, and operators take a video down and put it back', async () => {
    const [owner, other, operator] = [await member(), await member(), await member()];
    await makeOperator(ctx.database.db, operator.userId);
    const id = await readyVideo(owner.userId);
    expect(await call(videoCalls.remove, { body: { id }, token: other.token })).toMatchObject({
      status: 403,
      msg: 'You can only manage your own videos.',
    });
    expect(await call(videoCalls.unpublish, { body: { id }, token: owner.token })).toMatchObject({
      status: 403,
    });

    const down = await call(videoCalls.unpublish, { body: { id }, token: operator.token });
    expect(down.data).toEqual({ id, status: 'unpublished' });
    expect(await call(videoCalls.info, { body: { id } })).toMatchObject({ status: 404 });
    expect(await call(videoCommentCalls.list, { body: { video_id: id } })).toMatchObject({
      status: 404,
    });
    const back = await call(videoCalls.unpublish, {
      body: { id, published: true },
      token: operator.token,
    });
    expect(back.data).toEqual({ id, status: 'ready' });

    expect(await call(videoCalls.remove, { body: { id }, token: owner.token })).toMatchObject({
      code: 0,
    });
    expect(await call(videoCalls.info, { body: { id }, token: owner.token })).toMatchObject({
      status: 404,
    });
    expect(await call(videoCalls.remove, { body: { id }, token: owner.token })).toMatchObject({
      status: 404,
    });
  });

  it('answers the spec’s video comment calls with the comment module', async () => {
    const [author, fan] = [await member(), await member()];
    const id = await readyVideo(author.userId);
    const added = await call(videoCommentCalls.add, {
      body: { video_id: id, content: 'Top bins!' },
      token: fan.token,
    });
    expect(added).toMatchObject({ code: 0, data: { comment: { content: 'Top bins!' } } });
    const rootId = added.data.comment.id;
    await call(videoCommentCalls.add, {
      body: { video_id: id, content: 'Agreed', reply_to: rootId },
      token: author.token,
    });
    const list = await call(videoCommentCalls.list, { body: { video_id: id } });
    expect(list.data).toMatchObject({ total: 2, list: [{ id: rootId, reply_count: 1 }] });
    const replies = await call(videoCommentCalls.replies, { query: { comment_id: rootId } });
    expect(replies.data.list.map((reply) => reply.content)).toEqual(['Agreed']);
    const liked = await call(videoCommentCalls.like, {
      body: { comment_id: rootId, liked: true },
      token: author.token,
    });
    expect(liked.data).toEqual({ liked: true, like_count: 1 });
    const info = await call(videoCalls.info, { body: { id } });
    expect(info.data.comment_count).toBe(2);
  });

  it('serves the banners of a page in the reader’s language', async () => {
    const home = await call(videoCalls.banners, { body: {}, lang: 'vi' });
    expect(home.data.list[0]).toMatchObject({
      title: 'World Cup 2026: lịch thi đấu, bảng xếp hạng và nhánh đấu',
      link: '/trophy/home',
      image: '/news-covers/trophy.svg',
    });
    const video = await call(videoCalls.banners, { body: { position: 'video' } });
    expect(video.data.list.map((banner) => banner.link)).toEqual(['/video-list']);
  });
});
