import {
  commentCalls,
  newsAdminCalls,
  newsArticleCalls,
  newsCalls,
  type PublishNewsBody,
} from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { newAddress, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useAppForFile } from '../../test-support/test-app';

describe.each(databaseKinds)('news articles (%s)', (kind) => {
  const ctx = useAppForFile(kind, { env: { FEED_ENABLED: 'false' } });
  const call = contractCaller(() => ctx.test.app);

  const operator = async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, member.userId);
    return member;
  };
  const article = (title: string, extra: Partial<PublishNewsBody> = {}): PublishNewsBody => ({
    category: 'football',
    versions: {
      zh: { title: `${title}（中文）`, summary: '摘要', body: '<p>正文</p>' },
      en: { title, summary: 'Summary', body: '<p>Body</p>' },
    },
    ...extra,
  });
  const publish = async (token: string, body: PublishNewsBody) => {
    const answer = await call(newsAdminCalls.publish, { body, token });
    expect(answer).toMatchObject({ status: 200, code: 0 });
    return answer.data.id;
  };

  it('serves an article in the reader’s language, sanitised, with its tags and their match', async () => {
    const editor = await operator();
    const feed = ctx.test.parts.scoreFeed;
    const now = feed.now();
    const upcoming = feed
      .matchesBetween(now + 3_600_000, now + 7 * 86_400_000)
      .find((match) => match.sport === 'football');
    if (!upcoming) throw new Error('the feed has no football match in the next week');
    const id = await publish(
      editor.token,
      article('Derby preview', {
        versions: {
          zh: {
            title: '德比前瞻',
            summary: '两队风格对比',
            body: '<h2>看点</h2><p onclick="steal()">中场<script>alert(1)</script>对决</p><img src="https://tracker.example/p.gif"><img src="/uploads/2026/11/a.png" alt="x"><a href="javascript:alert(1)">链接</a>',
          },
          en: { title: 'Derby preview', summary: 'Two styles', body: '<p>Midfield battle</p>' },
        },
        tags: [
          { kind: 'competition', id: upcoming.competitionId },
          { kind: 'team', id: upcoming.homeTeamId },
          { kind: 'team', id: upcoming.awayTeamId },
        ],
      }),
    );

    const zh = await call(newsArticleCalls.detail, { query: { id }, lang: 'zh' });
    expect(zh).toMatchObject({
      code: 0,
      data: { title: '德比前瞻', language: 'zh', is_demo: false },
    });
    expect(zh.data.body_html).toBe(
      '<h2>看点</h2><p>中场对决</p><img src="/uploads/2026/11/a.png" alt="x" /><a rel="noopener noreferrer nofollow" target="_blank">链接</a>',
    );
    expect(zh.data.author?.id).toBe(editor.userId);
    expect(zh.data.tags.map((tag) => tag.kind)).toEqual(['competition', 'team', 'team']);
    expect(zh.data.tags[1]?.name).toMatch(/\p{Script=Han}/u);
    // The two tagged teams' match near now (the next one, or one already in play).
    const teams = [zh.data.match?.home.id, zh.data.match?.away.id].sort();
    expect(teams).toEqual([upcoming.homeTeamId, upcoming.awayTeamId].sort());

    const en = await call(newsArticleCalls.detail, { query: { id }, lang: 'en' });
    expect(en.data).toMatchObject({ title: 'Derby preview', language: 'en' });
    expect(en.data.body_html).toBe('<p>Midfield battle</p>');
    // No Vietnamese version: the Chinese one (the site's default language) is served.
    const vi = await call(newsArticleCalls.detail, { query: { id }, lang: 'vi' });
    expect(vi.data).toMatchObject({ title: '德比前瞻', language: 'zh' });
  });

  it('lets operators only publish, and refuses unknown tags, matches and empty bodies', async () => {
    const member = await registerMember(ctx.test.app, ctx.database.db);
    expect(await call(newsAdminCalls.publish, { body: article('x') })).toMatchObject({
      status: 401,
      code: 700,
    });
    expect(
      await call(newsAdminCalls.publish, { body: article('x'), token: member.token }),
    ).toMatchObject({ status: 403, code: 1 });

    const editor = await operator();
    const refused = async (body: PublishNewsBody) =>
      call(newsAdminCalls.publish, { body, token: editor.token, lang: 'en' });
    expect(
      await refused(article('x', { tags: [{ kind: 'team', id: 'no-such-team' }] })),
    ).toMatchObject({
      code: 1,
      msg: 'No team or competition has the id of this tag: no-such-team',
    });
    expect(await refused(article('x', { match_id: 'no-such-match' }))).toMatchObject({
      code: 1,
      msg: 'No match has this id: no-such-match',
    });
    expect(
      await refused(
        article('x', {
          versions: { en: { title: 'x', summary: 'y', body: '<script>alert(1)</script>' } },
        }),
      ),
    ).toMatchObject({
      code: 1,
      msg: 'The body is empty once tags and pictures that are not allowed are removed.',
    });
    expect(
      await refused(article('x', { cover: 'https://elsewhere.example/cover.jpg' })),
    ).toMatchObject({ status: 400, code: 1 });
    // Shaped like an S3 upload, but this server keeps its uploads on disk.
    expect(
      await refused(article('x', { cover: 'https://elsewhere.example/uploads/cover.jpg' })),
    ).toMatchObject({
      code: 1,
      msg: 'The cover must be a picture uploaded to this site or a built-in illustration.',
    });
    expect(await refused(article('x', { versions: {} }))).toMatchObject({ status: 400, code: 1 });
  });

  it('pages the newest first, by category and by tag; headlines put featured first', async () => {
    const editor = await operator();
    const tag = `tag-${kind}-paging`;
    const competition = ctx.test.parts.scoreFeed.competitions()[0]?.id ?? '';
    const ids: number[] = [];
    for (let index = 0; index < 13; index += 1) {
      ids.push(
        await publish(
          editor.token,
          article(`${tag} ${index}`, {
            category: 'transfers',
            tags: index % 2 === 0 ? [{ kind: 'competition', id: competition }] : [],
          }),
        ),
      );
    }
    const featured = await publish(
      editor.token,
      article('Featured', { category: 'analysis', featured: true }),
    );
    const first = await call(newsCalls.list, { query: { category: 'transfers' } });
    expect(first.data.list).toHaveLength(12);
    expect(first.data.has_more).toBe(true);
    expect(first.data.list[0]?.id).toBe(ids.at(-1));
    const second = await call(newsCalls.list, { query: { category: 'transfers', page: 2 } });
    expect(second.data.list.map((item) => item.id)).toContain(ids[0]);
    expect(first.data.list.every((item) => item.category === 'transfers')).toBe(true);

    const tagged = await call(newsCalls.list, { query: { tag: competition } });
    const taggedIds = tagged.data.list.map((item) => item.id);
    expect(taggedIds).toContain(ids[12]);
    expect(taggedIds).not.toContain(ids[11]);

    const headlines = await call(newsCalls.headlines);
    expect(headlines.data.list[0]?.id).toBe(featured);
    expect(headlines.data.list).toHaveLength(5);
  });

  it('counts a read once per reader per half hour, and likes once per member', async () => {
    const editor = await operator();
    const id = await publish(editor.token, article('Views'));
    const address = newAddress();
    const read = (token?: string) =>
      call(newsArticleCalls.addView, {
        body: { id },
        remoteAddress: address,
        ...(token ? { token } : {}),
      });
    expect((await read()).data.views).toBe(1);
    expect((await read()).data.views).toBe(1);
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    expect((await read(fan.token)).data.views).toBe(2);
    expect((await read(fan.token)).data.views).toBe(2);

    const like = (liked: boolean) =>
      call(newsArticleCalls.like, { body: { id, liked }, token: fan.token });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    expect((await like(true)).data).toEqual({ liked: true, like_count: 1 });
    const seen = await call(newsArticleCalls.detail, { query: { id }, token: fan.token });
    expect(seen.data).toMatchObject({ liked: true, like_count: 1, views: 2 });
    expect((await like(false)).data).toEqual({ liked: false, like_count: 0 });
    expect((await like(false)).data).toEqual({ liked: false, like_count: 0 });
    expect(await call(newsArticleCalls.like, { body: { id, liked: true } })).toMatchObject({
      code: 700,
    });
  });

  it('takes an article down: gone from lists, its page and its comments, until put back', async () => {
    const editor = await operator();
    const id = await publish(editor.token, article('Taken down'));
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const commented = await call(commentCalls.add, {
      body: { target_type: 'news', target_id: id, content: 'First!' },
      token: fan.token,
    });
    expect(commented.code).toBe(0);

    const down = await call(newsAdminCalls.unpublish, { body: { id }, token: editor.token });
    expect(down.data).toEqual({ id, published: false });
    expect(await call(newsArticleCalls.detail, { query: { id }, lang: 'en' })).toMatchObject({
      status: 404,
      code: 1,
      msg: 'This article does not exist or has been taken down.',
    });
    const listed = await call(newsCalls.list, { query: {} });
    expect(listed.data.list.map((item) => item.id)).not.toContain(id);
    const comments = { target_type: 'news', target_id: id } as const;
    expect(await call(commentCalls.list, { query: comments })).toMatchObject({ status: 404 });
    expect(
      await call(commentCalls.add, { body: { ...comments, content: 'x' }, token: fan.token }),
    ).toMatchObject({ status: 404 });
    expect(await call(newsAdminCalls.unpublish, { body: { id }, token: fan.token })).toMatchObject({
      status: 403,
    });

    await call(newsAdminCalls.unpublish, { body: { id, published: true }, token: editor.token });
    const back = await call(newsArticleCalls.detail, { query: { id } });
    expect(back.data.comment_count).toBe(1);
  });
  it('the console desk lists every article, opens one for editing, and rewrites it in place', async () => {
    const editor = await operator();
    const id = await publish(editor.token, article('Desk draft', { featured: true }));
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    await call(newsArticleCalls.like, { body: { id, liked: true }, token: fan.token });
    await call(newsAdminCalls.unpublish, { body: { id }, token: editor.token });

    const hidden = await call(newsAdminCalls.desk, {
      query: { status: 'hidden', q: 'desk DRAFT' },
      token: editor.token,
      lang: 'en',
    });
    expect(hidden.data.list).toEqual([
      expect.objectContaining({
        id,
        title: 'Desk draft',
        status: 'hidden',
        featured: true,
        languages: ['zh', 'en'],
        like_count: 1,
      }),
    ]);
    const inChinese = await call(newsAdminCalls.desk, {
      query: { q: '中文' },
      token: editor.token,
      lang: 'zh',
    });
    expect(inChinese.data.list.map((item) => item.title)).toContain('Desk draft（中文）');
    expect((await call(newsAdminCalls.desk, { query: {}, token: fan.token })).status).toBe(403);

    const opened = await call(newsAdminCalls.deskArticle, { query: { id }, token: editor.token });
    expect(opened.data).toMatchObject({
      id,
      category: 'football',
      status: 'hidden',
      versions: { en: { title: 'Desk draft', summary: 'Summary', body: '<p>Body</p>' } },
    });
    expect(opened.data.versions.vi).toBeUndefined();

    // Rewritten: English changed, Chinese dropped, Vietnamese added; a script never survives.
    const rewritten = await call(newsAdminCalls.update, {
      body: {
        id,
        category: 'basketball',
        featured: false,
        versions: {
          en: { title: 'Desk final', summary: 'S2', body: '<p>New</p><script>x()</script>' },
          vi: { title: 'Bản cuối', summary: 'T', body: '<p>Mới</p>' },
        },
      },
      token: editor.token,
    });
    expect(rewritten).toMatchObject({ code: 0, data: { id } });
    const after = (await call(newsAdminCalls.deskArticle, { query: { id }, token: editor.token }))
      .data;
    expect(after).toMatchObject({ category: 'basketball', featured: false, status: 'hidden' });
    expect(Object.keys(after.versions).sort()).toEqual(['en', 'vi']);
    expect(after.versions.en?.body).toBe('<p>New</p>');
    await call(newsAdminCalls.unpublish, { body: { id, published: true }, token: editor.token });
    const read = await call(newsArticleCalls.detail, { query: { id }, lang: 'en' });
    expect(read.data).toMatchObject({ title: 'Desk final', like_count: 1 });

    const missing = await call(newsAdminCalls.update, {
      body: { id: 9_000_000, category: 'football', versions: article('x').versions },
      token: editor.token,
    });
    expect(missing).toMatchObject({ status: 404, code: 1 });
    const empty = await call(newsAdminCalls.update, {
      body: {
        id,
        category: 'football',
        versions: { en: { title: 'T', summary: 'S', body: '<p> </p>' } },
      },
      token: editor.token,
    });
    expect(empty.code).toBe(1);
    expect((await call(newsArticleCalls.detail, { query: { id }, lang: 'en' })).data.title).toBe(
      'Desk final',
    );
  });
});
