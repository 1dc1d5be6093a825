import {
  footballOddsSchema,
  goalAlertDataSchema,
  matchCalls,
  matchChangesDataSchema,
  type LiveDataServerMessage,
} from '@tifo/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FootballEvent } from '../../feeds/fixtures/feed-model';
import { sharedFixtureCatalog } from '../../feeds/score-feed';
import { buildCompetitionCalendar, shiftDays } from '../../feeds/simulator/season-calendar';
import { manualClock } from '../../feeds/simulator/simulator-clock';
import {
  computeGroupStandings,
  computeStandings,
  finishedResults,
} from '../../feeds/standings/standings';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { contractCaller } from '../../test-support/call-contract';
import type { Envelope } from '../../test-support/envelope';
import { connectLiveData } from '../../test-support/live-data-client';
import { databaseKinds } from '../../test-support/targets';
import { useFeedAppForFile } from '../../test-support/test-app';

const DAY_MS = 86_400_000;
// Saturday 2026-03-14 15:20 UTC: Bundesliga matches in play in the seed-1 replay.
const T0 = Date.UTC(2026, 2, 14, 15, 20);

describe.each(databaseKinds)('matches on %s', (kind) => {
  const clock = manualClock(T0);
  const ctx = useFeedAppForFile(kind, clock, { listen: true });
  beforeEach(() => clock.set(T0));

  const call = contractCaller(() => ctx.test.app);
  const feed = () => ctx.test.parts.scoreFeed;
  const firstMatch = (from: number, to: number, sport = 'football') => {
    const match = feed()
      .matchesBetween(from, to)
      .find((candidate) => candidate.sport === sport && candidate.resultKind !== null);
    if (!match) throw new Error('no match in range');
    return match;
  };

  describe('Match/getList', () => {
    it('lists live football matches with their clock and scores', async () => {
      const body = await call(matchCalls.getList, { query: { sport: 'football', status: 'live' } });
      expect(body.code).toBe(0);
      expect(body.data.list.length).toBeGreaterThan(0);
      for (const match of body.data.list) {
        expect(match.sport).toBe('football');
        expect(['first_half', 'half_time', 'second_half']).toContain(match.status);
        expect(match.home.short_name_zh).not.toBe('');
      }
      const live = body.data.list[0];
      const state = feed().stateAt(live?.id ?? '', T0);
      expect(live?.home.score).toBe(state?.score.home);
      expect(live).toMatchObject({ has_live_stream: false });
      expect(live?.match_str).toMatch(/^\d+(\+\d+)?'$|^HT$/);
    });

    it('splits a day in the site time zone by status and competition', async () => {
      const all = await call(matchCalls.getList, {
        query: { sport: 'football', date: '2026-03-14' },
      });
      expect(all.data.date).toBe('2026-03-14');
      const dayStart = Date.UTC(2026, 2, 13, 16); // 00:00 in Shanghai
      for (const match of all.data.list) {
        const kickoff = Date.parse(match.kickoff);
        expect(kickoff).toBeGreaterThanOrEqual(dayStart);
        expect(kickoff).toBeLessThan(dayStart + DAY_MS);
      }
      const finished = await call(matchCalls.getList, {
        query: { sport: 'football', date: '2026-03-14', status: 'finished' },
      });
      const upcoming = await call(matchCalls.getList, {
        query: { sport: 'football', date: '2026-03-14', status: 'upcoming' },
      });
      expect(finished.data.list.every((match) => match.status === 'finished')).toBe(true);
      expect(upcoming.data.list.every((match) => match.status === 'not_started')).toBe(true);
      const competitionId = all.data.list[0]?.competition.id ?? '';
      const filtered = await call(matchCalls.getList, {
        query: { sport: 'football', date: '2026-03-14', competition_id: competitionId },
      });
      expect(filtered.data.list.length).toBeGreaterThan(0);
      expect(filtered.data.list.every((m) => m.competition.id === competitionId)).toBe(true);
      const basketball = await call(matchCalls.getList, {
        query: { sport: 'basketball', date: '2026-03-14' },
      });
      expect(basketball.data.list.every((match) => match.sport === 'basketball')).toBe(true);
    });

    it('refuses a bad query with code 1', async () => {
      for (const url of [
        '/api/Match/getList?sport=tennis',
        '/api/Match/getList?status=soon',
        '/api/Match/getList?date=2026-3-1',
        '/api/Match/getList?date=2026-02-31x',
      ]) {
        // Malformed on purpose (no such sport or status, days that are no dates).
        const response = await callerFrom(ctx.test.app).get(url, { lang: 'en' });
        expect(response.statusCode).toBe(400);
        expect(response.json<Envelope>().code).toBe(1);
      }
      const zone = await call(matchCalls.getList, { query: { time_zone: 'Mars/Olympus' } });
      expect(zone).toMatchObject({ code: 1, msg: 'Unknown time zone: Mars/Olympus' });
      const competition = await call(matchCalls.getList, {
        query: { competition_id: 'nope' },
        lang: 'zh',
      });
      expect(competition).toMatchObject({ code: 1, msg: '赛事不存在' });
    });
  });

  describe('Match/getDetail and Match/getIndex', () => {
    it('gives the match centre of a match in play', async () => {
      const live = feed().liveAt(T0)[0];
      const body = await call(matchCalls.getDetail, { query: { id: live!.id, window: 5 } });
      expect(body.code).toBe(0);
      expect(body.data.match.id).toBe(live?.id);
      expect(body.data.events[0]).toMatchObject({ type: 'status', match_str: "1'" });
      expect(body.data.statistics.map((entry) => entry.key)).toContain('corners');
      expect(body.data.standings.tables[0]?.rows.length).toBe(18);
      expect(body.data.head_to_head).toMatchObject({ window: 5, team_id: live?.homeTeamId });
      expect(body.data.recent_form.window).toBe(5);
      expect(body.data.recent_form.home.results.length).toBeLessThanOrEqual(5);
      expect(body.data.recent_form.home.results.length).toBeGreaterThan(0);
      expect(body.data.index?.company_id).toBe(1);
      expect(body.data.followed).toBe(false);
    });

    it('answers an unknown match with a translated code 1', async () => {
      const en = await call(matchCalls.getDetail, { query: { id: 'no-such-match' } });
      expect(en).toMatchObject({ status: 404, code: 1, msg: 'There is no such match.' });
      const zh = await call(matchCalls.getIndex, { query: { id: 'no-such-match' }, lang: 'zh' });
      expect(zh).toMatchObject({ code: 1, msg: '比赛不存在或已下架' });
      const bad = await call(matchCalls.getDetail, { query: { id: 'x', window: 7 } });
      expect(bad.code).toBe(1);
    });

    it('gives opening and live index of the chosen bookmaker', async () => {
      const live = feed().liveAt(T0)[0];
      const body = await call(matchCalls.getIndex, { query: { id: live!.id, company_id: 3 } });
      expect(body.code).toBe(0);
      expect(body.data.company_id).toBe(3);
      expect(body.data.bookmakers).toHaveLength(4);
      expect(footballOddsSchema.parse(body.data.opening).europe.home).toBeGreaterThan(1);
      expect(body.data.history.length).toBeGreaterThan(1);
      expect(body.data.history[0]?.match_str).toBe('');
      expect(body.data.live).toEqual(body.data.history.at(-1)?.odds);
    });
  });

  describe('standings, competitions and teams', () => {
    it('equals the computed table of a finished replay of the Premier League season', async () => {
      const source = sharedFixtureCatalog().matchesByCompetition.get('en.1-2024-25') ?? [];
      const calendar = buildCompetitionCalendar('en.1-2024-25', source);
      const start = calendar.firstDay + calendar.baseShiftDays;
      const cycle = Math.floor((Math.floor(T0 / DAY_MS) - start) / calendar.cycleDays);
      clock.set((calendar.lastDay + shiftDays(calendar, cycle) + 2) * DAY_MS);
      const body = await call(matchCalls.getStandings, {
        query: { competition_id: 'en.1-2024-25' },
      });
      const catalog = sharedFixtureCatalog();
      const expected = computeStandings(
        finishedResults(source),
        (id) => catalog.teams.get(id)?.name ?? id,
      );
      expect(body.data.tables).toHaveLength(1);
      expect(
        body.data.tables[0]?.rows.map((row) => [row.team.id, row.points, row.goal_difference]),
      ).toEqual(expected.map((row) => [row.teamId, row.points, row.goalDifference]));
      expect(body.data.tables[0]?.rows[0]).toMatchObject({
        team: { id: 'liverpool-fc' },
        points: 84,
      });
    });

    it('gives World Cup 2022 group tables from the real results', async () => {
      const catalog = sharedFixtureCatalog();
      const body = await call(matchCalls.getStandings, {
        query: { competition_id: 'worldcup-2022' },
      });
      const expected = computeGroupStandings(
        finishedResults(catalog.matchesByCompetition.get('worldcup-2022') ?? []),
        (id) => catalog.teams.get(id)?.name ?? id,
        catalog.groups.get('worldcup-2022'),
      );
      expect(body.data.tables.map((table) => table.group)).toEqual([...expected.keys()]);
      for (const table of body.data.tables) {
        expect(table.rows.map((row) => [row.team.id, row.points])).toEqual(
          (expected.get(table.group ?? '') ?? []).map((row) => [row.teamId, row.points]),
        );
      }
      const unknown = await call(matchCalls.getStandings, { query: { competition_id: 'nope' } });
      expect(unknown).toMatchObject({ code: 1, msg: 'There is no such competition.' });
    });

    it('lists competitions and shows a team', async () => {
      const football = await call(matchCalls.getCompetitions, { query: { sport: 'football' } });
      expect(football.data.list).toContainEqual(
        expect.objectContaining({ id: 'en.1-2024-25', live: true, has_groups: false }),
      );
      expect(football.data.list).toContainEqual(
        expect.objectContaining({ id: 'worldcup-2022', live: false, has_groups: true }),
      );
      const basketball = await call(matchCalls.getCompetitions, { query: { sport: 'basketball' } });
      expect(basketball.data.list.map((entry) => entry.id)).toEqual(['nba-2023-24-playoffs']);
      const team = await call(matchCalls.getTeam, { query: { id: 'arsenal-fc' } });
      expect(team.data).toMatchObject({ id: 'arsenal-fc', name: 'Arsenal FC' });
      expect(team.data.recent.length).toBeGreaterThan(0);
      expect(team.data.recent.every((match) => match.status === 'finished')).toBe(true);
      expect(team.data.competitions.map((entry) => entry.id)).toContain('en.1-2024-25');
      const unknown = await call(matchCalls.getTeam, { query: { id: 'nope' } });
      expect(unknown).toMatchObject({ code: 1, msg: 'There is no such team.' });
    });
  });

  describe('hot_match/initial_list', () => {
    it('gives at most 10, live first, with short_name_zh', async () => {
      const body = await call(matchCalls.hotMatches);
      const list = body.data.hot_match;
      expect(list.length).toBe(10);
      for (const match of list) {
        expect(match.short_name_zh).toBe(
          `${match.home.short_name_zh} vs ${match.away.short_name_zh}`,
        );
      }
      const liveCount = feed().liveAt(T0).length;
      expect(list.slice(0, liveCount).every((match) => match.status !== 'not_started')).toBe(true);
      expect(list.slice(liveCount).every((match) => match.status === 'not_started')).toBe(true);
    });
  });

  describe('follows and reservations', () => {
    it('keeps member-only calls from visitors (code 700)', async () => {
      const match = firstMatch(T0, T0 + DAY_MS);
      for (const response of [
        await call(matchCalls.collectFootball, { body: { match_id: match.id } }),
        await call(matchCalls.reserveMatch, { body: { match_id: match.id } }),
        await call(matchCalls.getCollectList),
        await call(matchCalls.getReserveList),
        await call(matchCalls.collectBasketballGet, { query: { match_id: match.id } }),
      ]) {
        expect(response.code).toBe(700);
      }
    });

    it('follows and unfollows idempotently, visible to its member only', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const other = await registerMember(ctx.test.app, ctx.database.db);
      const match = firstMatch(T0, T0 + DAY_MS);
      for (let round = 0; round < 2; round += 1) {
        const followed = await call(matchCalls.collectFootball, {
          body: { match_id: match.id },
          token: member.token,
        });
        expect(followed).toMatchObject({
          code: 0,
          data: { match_id: match.id, followed: true },
        });
      }
      const list = await call(matchCalls.getCollectList, { token: member.token });
      expect(list.data.list.map((m) => m.id)).toEqual([match.id]);
      const detail = await call(matchCalls.getDetail, {
        query: { id: match.id },
        token: member.token,
      });
      expect(detail).toMatchObject({ data: { followed: true, reserved: false } });
      const others = await call(matchCalls.getCollectList, { token: other.token });
      expect(others.data.list).toEqual([]);

      for (let round = 0; round < 2; round += 1) {
        const unfollowed = await call(matchCalls.collectFootball, {
          body: { match_id: match.id, follow: false },
          token: member.token,
        });
        expect(unfollowed).toMatchObject({ code: 0, data: { followed: false } });
      }
      const empty = await call(matchCalls.getCollectList, { token: member.token });
      expect(empty.data.list).toEqual([]);

      const wrongSport = await call(matchCalls.collectBasketball, {
        body: { match_id: match.id },
        token: member.token,
        lang: 'en',
      });
      expect(wrongSport).toMatchObject({
        code: 1,
        msg: 'This is not a basketball match.',
      });
      const unknown = await call(matchCalls.collectFootball, {
        body: { match_id: 'no-such-match' },
        token: member.token,
      });
      expect(unknown.code).toBe(1);
    });

    it('serves the GET form only with the token header', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const caller = callerFrom(ctx.test.app);
      const match = firstMatch(T0 - 3 * DAY_MS, T0 + 3 * DAY_MS, 'basketball');
      const cookieOnly = await caller.get(`/api/Basketballuser/collect?match_id=${match.id}`, {
        cookie: `token=${member.token}`,
        lang: 'en',
      });
      expect(cookieOnly.statusCode).toBe(403);
      expect(cookieOnly.json()).toMatchObject({
        code: 1,
        msg: 'This call needs the token header; web pages use POST.',
      });
      const withHeader = await call(matchCalls.collectBasketballGet, {
        query: { match_id: match.id },
        token: member.token,
      });
      expect(withHeader).toMatchObject({ code: 0, data: { followed: true } });
      const list = await call(matchCalls.getCollectList, {
        query: { sport: 'basketball' },
        token: member.token,
      });
      expect(list.data.list.map((m) => m.id)).toEqual([match.id]);
    });

    it('reserves a match that has not finished, once', async () => {
      const member = await registerMember(ctx.test.app, ctx.database.db);
      const upcoming = firstMatch(T0 + 2 * 60 * 60_000, T0 + 2 * DAY_MS);
      for (let round = 0; round < 2; round += 1) {
        const reserved = await call(matchCalls.reserveMatch, {
          body: { match_id: upcoming.id },
          token: member.token,
        });
        expect(reserved).toMatchObject({ code: 0, data: { reserved: true } });
      }
      const list = await call(matchCalls.getReserveList, { token: member.token });
      expect(list.data.list.map((m) => m.id)).toEqual([upcoming.id]);
      const finished = firstMatch(T0 - 3 * DAY_MS, T0 - 2 * DAY_MS);
      const late = await call(matchCalls.reserveMatch, {
        body: { match_id: finished.id },
        token: member.token,
        lang: 'en',
      });
      expect(late).toMatchObject({
        code: 1,
        msg: 'This match is over: it can no longer be reserved.',
      });
      const cancelled = await call(matchCalls.reserveMatch, {
        body: { match_id: upcoming.id, reserve: false },
        token: member.token,
      });
      expect(cancelled).toMatchObject({ code: 0, data: { reserved: false } });
    });
  });

  describe('feed loop', () => {
    it('pushes a goal alert to everyone and the score change to football followers only', async () => {
      const goal = feed()
        .eventsBetween(T0, T0 + 60 * 60_000)
        .find(
          (event): event is Extract<FootballEvent, { type: 'goal' }> =>
            event.type === 'goal' && 'kind' in event,
        );
      if (!goal) throw new Error('no goal in the hour after T0');
      clock.set(goal.at - 1_500);
      await ctx.test.parts.feedLoop.tick();

      const football = await connectLiveData(ctx.test);
      const basketball = await connectLiveData(ctx.test);
      football.send({ type: 'classify', classify_type: 0 });
      basketball.send({ type: 'classify', classify_type: 1 });
      football.send({ type: 'heartbeat' });
      basketball.send({ type: 'heartbeat' });
      await Promise.all([football.next(), basketball.next()]);

      clock.set(goal.at + 10);
      const report = await ctx.test.parts.feedLoop.tick();
      expect(report.goals).toBeGreaterThanOrEqual(1);

      const match = feed().match(goal.matchId);
      const isGoal = (m: LiveDataServerMessage) =>
        m.code === 200 &&
        m.type === 'goal' &&
        (m.data as { match_id?: string }).match_id === goal.matchId;
      for (const client of [football, basketball]) {
        const alert = await client.next(isGoal);
        if (alert.code !== 200) throw new Error('expected a goal alert');
        const data = goalAlertDataSchema.parse(alert.data);
        const home = sharedFixtureCatalog().teams.get(match?.homeTeamId ?? '');
        expect(data).toMatchObject({
          iszhu: goal.side === 'home' ? 1 : 0,
          match_str: `${goal.clock.minute}${goal.clock.stoppage ? `+${goal.clock.stoppage}` : ''}'`,
          home_team_name_zh: home?.name_zh ?? home?.short_name_zh,
          home_score: goal.score.home,
          away_score: goal.score.away,
        });
        expect(data.away_team_name_zh).not.toBe('');
      }

      const change = await football.next(
        (m) =>
          m.code === 100 &&
          m.data.type === 'football_match' &&
          goal.matchId in ((m.data as { matches?: object }).matches ?? {}),
      );
      if (change.code !== 100) throw new Error('expected a change');
      const parsed = matchChangesDataSchema.parse(change.data);
      expect(parsed.matches[goal.matchId]).toMatchObject({
        home_score: goal.score.home,
        away_score: goal.score.away,
      });
      // The default bookmaker's lines moved with the score.
      const exponent = await football.next(
        (m) => m.code === 100 && m.data.type === 'football_exponent',
      );
      expect(exponent).toMatchObject({ data: { company_id: 1 } });
      await expect(
        basketball.next((m) => m.code === 100 && m.data.type.startsWith('football'), 300),
      ).rejects.toThrow('no matching message');

      // Nothing changed since: the next tick at the same instant pushes nothing.
      expect(await ctx.test.parts.feedLoop.tick()).toMatchObject({
        matchChanges: 0,
        goals: 0,
        exponentMessages: 0,
      });
      football.socket.close();
      basketball.socket.close();
    });
  });
});
