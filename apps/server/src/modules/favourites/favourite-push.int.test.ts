import {
  favouriteCalls,
  matchCalls,
  pushCalls,
  pushPayloadSchema,
  type Language,
} from '@tifo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FootballEvent } from '../../feeds/fixtures/feed-model';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import { registerMember } from '../../test-support/accounts';
import { callContract } from '../../test-support/call-contract';
import { startMockPushService, type MockPushService } from '../../test-support/mock-push-service';
import { useFeedAppForFile } from '../../test-support/test-app';

const T0 = Date.UTC(2026, 2, 14, 10, 0);
type Goal = Extract<FootballEvent, { type: 'goal' }>;
type Card = Extract<FootballEvent, { type: 'card' }>;

describe('favourites: a goal reaches every subscribed device once, in its language', () => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile('pglite', clock);
  let pushService: MockPushService;

  beforeAll(async () => {
    pushService = await startMockPushService();
  });
  afterAll(() => pushService.close());

  /** The first goal by a home side in a football match starting in the next two days. */
  function firstHomeGoal(): Goal {
    const feed = ctx.test.parts.scoreFeed;
    for (const match of feed.matchesBetween(T0 + 3_600_000, T0 + 2 * 86_400_000)) {
      if (match.sport !== 'football' || match.resultKind === null) continue;
      const goal = feed
        .eventsBetween(match.kickoff, match.kickoff + 3 * 3_600_000)
        .find((event): event is Goal => event.matchId === match.id && event.type === 'goal');
      if (goal?.side === 'home') return goal;
    }
    throw new Error('no home goal in the next two days');
  }

  async function device(token: string, language: Language) {
    const config = await callContract(ctx.test.app, pushCalls.config, {});
    if (config.code !== 0) throw new Error('no push config');
    const subscription = await pushService.subscribe(config.data.public_key);
    const saved = await callContract(ctx.test.app, pushCalls.subscribe, {
      token,
      body: { endpoint: subscription.endpoint, keys: subscription.keys, language },
    });
    expect(saved.code).toBe(0);
    return subscription.clientHash;
  }

  async function payloads(clientHash: string) {
    return (await pushService.messages(clientHash)).map((text) =>
      pushPayloadSchema.parse(JSON.parse(text)),
    );
  }

  it('alerts followers of the team, the competition and the match; nobody else', async () => {
    const { app, parts } = ctx.test;
    const db = ctx.database.db;
    const goal = firstHomeGoal();
    const match = parts.scoreFeed.match(goal.matchId);
    if (!match) throw new Error('match gone');
    const home = parts.scoreFeed.team(match.homeTeamId);

    const teamFan = await registerMember(app, db);
    const leagueFan = await registerMember(app, db);
    const matchFan = await registerMember(app, db);
    const stranger = await registerMember(app, db);
    expect(
      await callContract(app, favouriteCalls.toggle, {
        token: teamFan.token,
        body: { kind: 'team', id: match.homeTeamId, follow: true },
      }),
    ).toMatchObject({ code: 0, data: { following: true } });
    await callContract(app, favouriteCalls.toggle, {
      token: leagueFan.token,
      body: { kind: 'competition', id: match.competitionId, follow: true },
    });
    await callContract(app, matchCalls.collectFootball, {
      token: matchFan.token,
      body: { match_id: match.id, follow: true },
    });

    const phone = await device(teamFan.token, 'zh');
    const laptop = await device(teamFan.token, 'zh');
    const english = await device(leagueFan.token, 'en');
    const vietnamese = await device(matchFan.token, 'vi');
    const nobody = await device(stranger.token, 'en');

    // The leader's tick before the goal and the one after it.
    clock.set(goal.at - 1_000);
    await parts.feedLoop.tick();
    clock.set(goal.at + 500);
    await parts.feedLoop.tick();
    await parts.matchAlerts.idle();

    const score = `${goal.score.home}-${goal.score.away}`;
    for (const hash of [phone, laptop]) {
      const [alert, ...more] = await payloads(hash);
      expect(more).toEqual([]);
      expect(alert).toMatchObject({ kind: 'goal', match_id: match.id });
      expect(alert?.title).toContain('进球');
      expect(alert?.title).toContain(`${home?.short_name_zh} ${score}`);
    }
    const [inEnglish] = await payloads(english);
    expect(inEnglish?.title).toContain(`Goal · ${home?.name} ${score}`);
    const [inVietnamese] = await payloads(vietnamese);
    expect(inVietnamese?.title).toContain(`Bàn thắng · ${home?.name_vi} ${score}`);
    expect(await payloads(nobody)).toEqual([]);

    // A second instance seeing the same events (a new leader) sends nothing again.
    parts.matchAlerts.handle(parts.scoreFeed.eventsBetween(goal.at - 1, goal.at));
    await parts.matchAlerts.idle();
    expect(await payloads(phone)).toHaveLength(1);
    expect(await payloads(english)).toHaveLength(1);
  });

  it("keeps to each favourite's choices and the quiet hours, alerts red cards, drops expired devices", async () => {
    const { app, parts } = ctx.test;
    const db = ctx.database.db;
    const feed = parts.scoreFeed;
    const from = clock() + 3_600_000;
    const red = feed
      .eventsBetween(from, from + 14 * 86_400_000)
      .find((event): event is Card => event.type === 'card' && event.card === 'red');
    if (!red) throw new Error('no red card in two weeks');
    const match = feed.match(red.matchId);
    if (!match) throw new Error('match gone');

    const wantsCards = await registerMember(app, db);
    const noCards = await registerMember(app, db);
    const asleep = await registerMember(app, db);
    const gone = await registerMember(app, db);
    for (const fan of [wantsCards, noCards, asleep, gone]) {
      await callContract(app, favouriteCalls.toggle, {
        token: fan.token,
        body: { kind: 'competition', id: match.competitionId, follow: true },
      });
    }
    const alerts = {
      kickoff: false,
      goal: false,
      red_card: false,
      half_time: false,
      full_time: true,
    };
    expect(
      await callContract(app, favouriteCalls.setAlerts, {
        token: noCards.token,
        body: { kind: 'competition', id: match.competitionId, alerts },
      }),
    ).toMatchObject({ code: 0, data: { alerts } });
    // Quiet all day long where the member lives, whatever hour the card comes.
    const quiet = await callContract(app, favouriteCalls.setSettings, {
      token: asleep.token,
      body: {
        quiet_from: '00:00',
        quiet_to: '23:59',
        time_zone: 'Asia/Ho_Chi_Minh',
        spoiler_safe: true,
      },
    });
    expect(quiet).toMatchObject({ code: 0, data: { quiet_from: '00:00', quiet_to: '23:59' } });

    const awake = await device(wantsCards.token, 'en');
    const choosy = await device(noCards.token, 'en');
    const sleeping = await device(asleep.token, 'en');
    const expired = await device(gone.token, 'en');
    await pushService.expire(expired);

    clock.set(red.at - 1_000);
    await parts.feedLoop.tick();
    clock.set(red.at + 500);
    await parts.feedLoop.tick();
    await parts.matchAlerts.idle();

    const [card] = (await payloads(awake)).filter((alert) => alert.kind === 'red_card');
    expect(card?.title).toMatch(/^Red card · /);
    expect(card?.body).toContain(`${red.clock.minute}'`);
    expect((await payloads(choosy)).filter((alert) => alert.kind === 'red_card')).toEqual([]);
    expect(await payloads(sleeping)).toEqual([]);
    // The push service answered 410 Gone: the device is forgotten.
    expect(await callContract(app, favouriteCalls.list, { token: gone.token })).toMatchObject({
      code: 0,
    });
    const devices = await callContract(app, pushCalls.unsubscribe, {
      token: gone.token,
      body: { endpoint: 'http://localhost:1/none' },
    });
    expect(devices).toMatchObject({ code: 0, data: { devices: 0 } });
  });

  it('refuses bad settings with a message, and visitors', async () => {
    const { app, parts } = ctx.test;
    const fan = await registerMember(app, ctx.database.db);
    const badZone = await callContract(app, favouriteCalls.setSettings, {
      token: fan.token,
      lang: 'en',
      body: { quiet_from: '23:00', quiet_to: '07:00', time_zone: 'Mars/Base', spoiler_safe: false },
    });
    expect(badZone).toMatchObject({ code: 1, msg: 'That time zone is not valid. Choose another.' });
    const half = await callContract(app, favouriteCalls.setSettings, {
      token: fan.token,
      body: {
        quiet_from: '23:00',
        quiet_to: null,
        time_zone: 'Asia/Shanghai',
        spoiler_safe: false,
      },
    });
    expect(half.code).toBe(1);
    const unknown = await callContract(app, favouriteCalls.toggle, {
      token: fan.token,
      body: { kind: 'team', id: 'no-such-team', follow: true },
    });
    expect(unknown).toMatchObject({ code: 1, status: 404 });
    const notFollowed = await callContract(app, favouriteCalls.setAlerts, {
      token: fan.token,
      body: {
        kind: 'team',
        id: [...parts.scoreFeed.competitions()][0]?.id ?? 'x',
        alerts: { kickoff: true, goal: true, red_card: true, half_time: true, full_time: true },
      },
    });
    expect(notFollowed).toMatchObject({ code: 1, status: 404 });
    const refused = await callContract(app, pushCalls.subscribe, {
      token: fan.token,
      body: {
        endpoint: 'https://evil.example.com/push',
        keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
        language: 'zh',
      },
    });
    expect(refused.code).toBe(1);
    expect((await callContract(app, favouriteCalls.list, {})).status).toBe(401);
  });
});
