import {
  BROADCAST_PLAN_LIMITS,
  broadcastPlanAdminCalls,
  broadcastPlanCalls,
  broadcastReminderDataSchema,
  liveCalls,
} from '@tifo/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledMatch } from '../../feeds/score-feed';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember, uploadPicture } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { connectLiveData } from '../../test-support/live-data-client';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';

const T0 = Date.UTC(2026, 2, 14, 9, 0);
const MINUTE = 60_000;

describe.each(databaseKinds)('broadcast reservations (%s)', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock, { listen: true });
  const call = contractCaller(() => ctx.test.app, { lang: 'zh' });
  let operator: { token: string; userId: number };
  let match: ScheduledMatch;

  beforeAll(async () => {
    operator = await registerMember(ctx.test.app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const upcoming = ctx.test.parts.scoreFeed
      .matchesBetween(T0 + 3 * 60 * MINUTE, T0 + 48 * 60 * MINUTE)
      .find((candidate) => candidate.sport === 'football');
    if (!upcoming) throw new Error('no football match in the next two days');
    match = upcoming;
  });

  const streamer = () => registerStreamer(ctx.test.app, ctx.database.db);
  const member = () => registerMember(ctx.test.app, ctx.database.db);
  const draft = (overrides: Record<string, unknown> = {}) => ({
    match_id: match.id,
    planned_at: new Date(match.kickoff - 15 * MINUTE).toISOString(),
    title: '赛前分析 + 全场解说',
    ...overrides,
  });
  async function approvedPlan(token: string, plannedAt = match.kickoff - 15 * MINUTE) {
    const saved = await call(broadcastPlanCalls.setLiveList, {
      body: draft({ planned_at: new Date(plannedAt).toISOString() }),
      token,
    });
    expect(saved).toMatchObject({ code: 0, data: { status: 'waiting' } });
    const approved = await call(broadcastPlanAdminCalls.review, {
      body: { id: saved.data.id, approve: true },
      token: operator.token,
    });
    expect(approved.data.status).toBe('approved');
    return approved.data;
  }

  it('refuses plans outside the rules and writes nothing', async () => {
    const anchor = await streamer();
    const refusals: [Record<string, unknown>, string][] = [
      [{ match_id: 'no-such-match' }, '比赛不存在，请从赛程中选择'],
      [{ planned_at: new Date(T0 - MINUTE).toISOString() }, '直播时间须晚于现在'],
      [{ planned_at: new Date(match.kickoff + 121 * MINUTE).toISOString() }, '开赛后 120 分钟'],
      [{ title: '   ' }, ''],
    ];
    for (const [overrides, message] of refusals) {
      const answer = await call(broadcastPlanCalls.setLiveList, {
        body: draft(overrides),
        token: anchor.token,
      });
      expect(answer.code).toBe(1);
      expect(answer.msg).toContain(message);
    }
    // A picture another member uploaded is not this streamer's cover.
    const someone = await member();
    const othersPicture = await uploadPicture(ctx.test.app, someone.token);
    const stolen = await call(broadcastPlanCalls.setLiveList, {
      body: draft({ cover: othersPicture }),
      token: anchor.token,
    });
    expect(stolen.code).toBe(1);
    // A member who is not a streamer cannot plan at all.
    const notStreamer = await call(broadcastPlanCalls.setLiveList, {
      body: draft(),
      token: someone.token,
    });
    expect(notStreamer.code).not.toBe(0);
    const mine = await call(broadcastPlanCalls.mine, { token: anchor.token });
    expect(mine.data.list).toEqual([]);
  });

  it('goes through review: a refusal needs a note, a change goes back to waiting', async () => {
    const anchor = await streamer();
    const fan = await member();
    const cover = await uploadPicture(ctx.test.app, anchor.token);
    const saved = await call(broadcastPlanCalls.setLiveList, {
      body: draft({ cover }),
      token: anchor.token,
    });
    expect(saved.data).toMatchObject({ status: 'waiting', cover, reservations: 0 });
    expect(saved.msg).toBe('已提交，等待审核');
    const id = saved.data.id;
    // Not public while waiting, and not reservable.
    const listed = await call(broadcastPlanCalls.list, { query: { anchor_id: anchor.userId } });
    expect(listed.data.list).toEqual([]);
    const early = await call(broadcastPlanCalls.reserve, { body: { id }, token: fan.token });
    expect(early.code).toBe(1);

    const byMember = await call(broadcastPlanAdminCalls.review, {
      body: { id, approve: true },
      token: fan.token,
    });
    expect(byMember.code).not.toBe(0);
    const noNote = await call(broadcastPlanAdminCalls.review, {
      body: { id, approve: false },
      token: operator.token,
    });
    expect(noNote).toMatchObject({ code: 1, msg: '请填写未通过的原因' });
    const refused = await call(broadcastPlanAdminCalls.review, {
      body: { id, approve: false, note: '标题与比赛无关' },
      token: operator.token,
    });
    expect(refused.data).toMatchObject({ status: 'rejected', review_note: '标题与比赛无关' });
    const twice = await call(broadcastPlanAdminCalls.review, {
      body: { id, approve: true },
      token: operator.token,
    });
    expect(twice.code).toBe(1);

    const changed = await call(broadcastPlanCalls.setLiveList, {
      body: draft({ id, title: '阿森纳 vs 切尔西 全场解说' }),
      token: anchor.token,
    });
    expect(changed.data).toMatchObject({ id, status: 'waiting', review_note: '' });
    const someoneElse = await streamer();
    const hijack = await call(broadcastPlanCalls.setLiveList, {
      body: draft({ id }),
      token: someoneElse.token,
    });
    expect(hijack.code).toBe(1);

    const approved = await call(broadcastPlanAdminCalls.review, {
      body: { id, approve: true },
      token: operator.token,
    });
    expect(approved.data.status).toBe('approved');
    const ofMatch = await call(broadcastPlanCalls.list, {
      query: { match_id: match.id },
      token: fan.token,
    });
    expect(ofMatch.data.list.map((plan) => plan.id)).toContain(id);
    expect(ofMatch.data.list.find((plan) => plan.id === id)).toMatchObject({
      anchor_id: anchor.userId,
      room_id: anchor.roomId,
      reserved: false,
      match: { id: match.id },
    });
  });

  it('counts reservations once per fan, and reminds them once when the streamer goes live', async () => {
    const anchor = await streamer();
    const fans = [await member(), await member()];
    const stranger = await member();
    const plan = await approvedPlan(anchor.token, T0 + 50 * MINUTE);
    for (const fan of [...fans, fans[0]!]) {
      const answer = await call(broadcastPlanCalls.reserve, {
        body: { id: plan.id },
        token: fan.token,
      });
      expect(answer.code).toBe(0);
    }
    const reserved = await call(broadcastPlanCalls.reserved, { token: fans[0]!.token });
    expect(
      reserved.data.list.map((entry) => [entry.id, entry.reserved, entry.reservations]),
    ).toEqual([[plan.id, true, 2]]);

    const fanTab = await connectLiveData(ctx.test, { token: fans[0]!.token });
    const strangerTab = await connectLiveData(ctx.test, { token: stranger.token });
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Going live 50 minutes early is within the hour: this is the planned broadcast.
    expect((await call(liveCalls.startRoom, { token: anchor.token })).code).toBe(0);
    const message = await fanTab.next((m) => m.code === 200 && m.type === 'broadcastReminder');
    if (message.code !== 200) throw new Error('expected an event');
    expect(broadcastReminderDataSchema.parse(message.data)).toMatchObject({
      plan_id: plan.id,
      room_id: anchor.roomId,
      title: plan.title,
      match_id: match.id,
    });
    await expect(
      strangerTab.next((m) => m.code === 200 && m.type === 'broadcastReminder', 300),
    ).rejects.toThrow();

    const mine = await call(broadcastPlanCalls.mine, { token: anchor.token });
    expect(mine.data.list[0]?.started_at).not.toBeNull();
    // Started: no more reservations, changes or withdrawal; a fan may still cancel theirs.
    const late = await call(broadcastPlanCalls.reserve, {
      body: { id: plan.id },
      token: stranger.token,
    });
    expect(late.code).toBe(1);
    expect(
      (await call(broadcastPlanCalls.cancel, { body: { id: plan.id }, token: anchor.token })).code,
    ).toBe(1);
    const cancelled = await call(broadcastPlanCalls.reserve, {
      body: { id: plan.id, reserve: false },
      token: fans[1]!.token,
    });
    expect(cancelled.data).toMatchObject({ reserved: false, reservations: 1 });

    // Ending and going live again reminds nobody a second time.
    await call(liveCalls.endRoom, { token: anchor.token });
    await call(liveCalls.startRoom, { token: anchor.token });
    await expect(
      fanTab.next((m) => m.code === 200 && m.type === 'broadcastReminder', 300),
    ).rejects.toThrow();
    await call(liveCalls.endRoom, { token: anchor.token });
    for (const tab of [fanTab, strangerTab]) tab.socket.close();
  });

  it('does not take an unrelated broadcast for the plan, and caps open plans', async () => {
    const anchor = await streamer();
    const plan = await approvedPlan(anchor.token, match.kickoff - 15 * MINUTE);
    // Live hours before the planned time: another broadcast.
    expect((await call(liveCalls.startRoom, { token: anchor.token })).code).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await call(liveCalls.endRoom, { token: anchor.token });
    const mine = await call(broadcastPlanCalls.mine, { token: anchor.token });
    expect(mine.data.list.find((entry) => entry.id === plan.id)?.started_at).toBeNull();

    for (let made = 1; made < BROADCAST_PLAN_LIMITS.openPlansMax; made += 1) {
      const answer = await call(broadcastPlanCalls.setLiveList, {
        body: draft(),
        token: anchor.token,
      });
      expect(answer.code).toBe(0);
    }
    const over = await call(broadcastPlanCalls.setLiveList, { body: draft(), token: anchor.token });
    expect(over).toMatchObject({ code: 1, msg: '最多同时有 20 个直播预约，请先取消一些' });
    const withdrawn = await call(broadcastPlanCalls.cancel, {
      body: { id: plan.id },
      token: anchor.token,
    });
    expect(withdrawn).toMatchObject({ code: 0, data: { id: plan.id } });
    const again = await call(broadcastPlanCalls.setLiveList, {
      body: draft(),
      token: anchor.token,
    });
    expect(again.code).toBe(0);
  });
});
