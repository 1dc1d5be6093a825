import { circleCalls, searchCalls } from '@tifo/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { circles, liveRooms, users } from '../../db/schema/index';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { registerStreamer } from '../../test-support/live';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';
import { foldText } from './fold-text';

const T0 = Date.UTC(2026, 2, 14, 15, 20);

describe.each(databaseKinds)('search (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock);
  const call = contractCaller(() => ctx.test.app);

  /** A streamer with this nickname whose room has this title (live when asked). */
  async function streamer(nickname: string, title: string, live = false) {
    const made = await registerStreamer(ctx.test.app, ctx.database.db);
    const { db } = ctx.database;
    await db.update(users).set({ nickname }).where(eq(users.id, made.userId));
    await db
      .update(liveRooms)
      .set({ title, liveStatus: live ? 'live' : 'offline' })
      .where(eq(liveRooms.id, made.roomId));
    return made;
  }

  it('finds streamers and rooms ignoring accents and case, by two Chinese characters, live first', async () => {
    const hanoi = await streamer('Hà Nội Bóng Đá', 'Tối nay: Hà Nội gặp Hải Phòng');
    const united = await streamer('曼联老球迷', '周末英超直播');
    const live = await streamer('Ha Noi Live', '今晚直播', true);
    await streamer('Someone else', 'Other title');

    const byAccentless = await call(searchCalls.anchor, { query: { name: 'ha noi' } });
    expect(byAccentless.data.list.map((anchor) => anchor.user_id)).toEqual([
      live.userId,
      hanoi.userId,
    ]);
    expect(byAccentless.data).toMatchObject({ total: 2, has_more: false });
    expect(byAccentless.data.list[0]).toMatchObject({
      live_status: 'live',
      room_id: live.roomId,
      room_title: '今晚直播',
    });
    const byCapitals = await call(searchCalls.anchor, { query: { name: 'BÓNG ĐÁ' } });
    expect(byCapitals.data.list.map((anchor) => anchor.user_id)).toEqual([hanoi.userId]);
    const twoCharacters = await call(searchCalls.anchor, { query: { name: '联老' } });
    expect(twoCharacters.data.list.map((anchor) => anchor.user_id)).toEqual([united.userId]);

    // Rooms by title, or by their streamer's nickname.
    const rooms = await call(searchCalls.live, { query: { name: 'hai phong' } });
    expect(rooms.data.list.map((room) => room.room_id)).toEqual([hanoi.roomId]);
    const byNickname = await call(searchCalls.live, { query: { name: '球迷' } });
    expect(byNickname.data.list.map((room) => room.room_id)).toEqual([united.roomId]);
    const liveFirst = await call(searchCalls.live, { query: { name: '直播' } });
    expect(liveFirst.data.list.map((room) => room.room_id)).toEqual([live.roomId, united.roomId]);

    // LIKE's wildcards are characters like any other.
    for (const name of ['%', '_', '\\']) {
      const literal = await call(searchCalls.anchor, { query: { name } });
      expect(literal.data.total).toBe(0);
    }
  });

  it('finds matches by a Vietnamese team name typed without accents and by two Chinese characters', async () => {
    const feed = ctx.test.parts.scoreFeed;
    const candidates = feed.matchesBetween(T0, T0 + 7 * 86_400_000);
    const accented = candidates
      .map((match) => ({ match, name: feed.team(match.homeTeamId)?.name_vi ?? '' }))
      .find(({ name }) => name !== '' && foldText(name) !== name.toLowerCase());
    if (!accented) throw new Error('no Vietnamese team name with accents in the next week');
    const typed = foldText(accented.name);
    const byVietnamese = await call(searchCalls.match, { query: { name: typed } });
    expect(byVietnamese.data.list.map((match) => match.id)).toContain(accented.match.id);

    const chinese = candidates
      .map((match) => ({ match, name: feed.team(match.awayTeamId)?.name_zh ?? '' }))
      .find(({ name }) => name.length >= 3);
    if (!chinese) throw new Error('no Chinese team name in the next week');
    const twoCharacters = chinese.name.slice(1, 3);
    const byChinese = await call(searchCalls.match, { query: { name: twoCharacters } });
    expect(byChinese.data.list.map((match) => match.id)).toContain(chinese.match.id);
    for (const match of byChinese.data.list) {
      const names = [match.home, match.away].flatMap((team) => [team.name_zh, team.short_name_zh]);
      names.push(match.competition.name_zh);
      expect(names.join(' ')).toContain(twoCharacters);
    }
    // In play first, then the soonest fixtures.
    const statuses = byChinese.data.list.map((match) => match.status);
    const firstNotLive = statuses.findIndex((status) => status === 'not_started');
    if (firstNotLive > 0) expect(statuses.slice(0, firstNotLive)).not.toContain('finished');
  });

  it('answers everything at once with counts, and refuses an empty or too long term', async () => {
    await streamer('Sài Gòn Derby', 'Derby Sài Gòn');
    const all = await call(searchCalls.index, { query: { name: 'sai gon' } });
    expect(all.code).toBe(0);
    expect(all.data.anchors.total).toBe(1);
    expect(all.data.live.total).toBe(1);
    expect(all.data.matches).toMatchObject({ list: [], total: 0, has_more: false });

    expect(all.data.posts).toMatchObject({ list: [], total: 0, has_more: false });

    for (const name of ['', '   ', 'x'.repeat(21)]) {
      const refused = await call(searchCalls.anchor, { query: { name } });
      expect(refused.code).toBe(1);
    }
  });

  it('finds circle posts by words typed without accents and by two Chinese characters, hottest first', async () => {
    const author = await registerMember(ctx.test.app, ctx.database.db);
    const fan = await registerMember(ctx.test.app, ctx.database.db);
    const [circle] = await ctx.database.db
      .insert(circles)
      .values({ kind: 'topic', nameZh: '闲聊', nameEn: 'Fan chat', nameVi: 'Tám chuyện' })
      .returning({ id: circles.id });
    const publish = async (content: string) => {
      const answer = await call(circleCalls.publish, {
        body: { circle_id: circle?.id, content },
        token: author.token,
      });
      return answer.data.id;
    };
    const quiet = await publish('Sân Hàng Đẫy tối nay đông quá');
    const liked = await publish('Hàng Đẫy mở cửa lúc 17 giờ');
    const chinese = await publish('今晚曼联主场作战');
    await publish('Something else entirely');
    await call(circleCalls.like, { body: { id: liked, liked: true }, token: fan.token });

    const found = await call(searchCalls.post, { query: { name: 'hang day' } });
    expect(found.data).toMatchObject({ total: 2, has_more: false });
    expect(found.data.list.map((post) => post.id)).toEqual([liked, quiet]);
    const twoCharacters = await call(searchCalls.post, { query: { name: '曼联' } });
    expect(twoCharacters.data.list.map((post) => post.id)).toEqual([chinese]);
    const everything = await call(searchCalls.index, { query: { name: 'HANG DAY' } });
    expect(everything.data.posts.total).toBe(2);
  });
});
