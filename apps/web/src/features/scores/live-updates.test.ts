import type { LiveDataServerMessage } from '@tifo/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { matchKeys, type MatchDetailData, type MatchListData } from './api';
import { applyMatchChange, handleScoreMessage } from './live-updates';
import { buildMatch } from './match-fixtures.test-util';

function listOf(...ids: string[]): MatchListData {
  return {
    date: '2026-11-22',
    server_time: '2026-11-22T12:23:00.000Z',
    odds: {},
    list: ids.map((id) => buildMatch({ id })),
  };
}

function push(matches: Record<string, unknown>, type = 'football_match'): LiveDataServerMessage {
  return {
    code: 100,
    data: { type, at: '2026-11-22T12:24:00.000Z', matches },
  } as LiveDataServerMessage;
}

describe('code-100 match changes', () => {
  it('merges only the fields present', () => {
    const match = buildMatch({ id: 'm1' });
    const next = applyMatchChange(match, { minute: 24, match_str: "24'" });
    expect(next.minute).toBe(24);
    expect(next.match_str).toBe("24'");
    expect(next.home.score).toBe(0);
    expect(next.status).toBe('first_half');
    expect(match.minute).toBe(23);
  });

  it('applies score, status, clock and cards to every cached list of the sport', () => {
    const client = new QueryClient();
    const liveKey = matchKeys.list('football', 'live', null);
    const dayKey = matchKeys.list('football', 'all', '2026-11-22');
    const basketballKey = matchKeys.list('basketball', 'live', null);
    client.setQueryData(liveKey, listOf('m1', 'm2'));
    client.setQueryData(dayKey, listOf('m1', 'm3'));
    client.setQueryData(basketballKey, listOf('m1'));

    const result = handleScoreMessage(
      client,
      push({
        m1: {
          status: 'second_half',
          period: 2,
          minute: 47,
          stoppage: null,
          match_str: "47'",
          home_score: 1,
          away_score: 0,
          half_time: { home: 1, away: 0 },
          cards: { home: { yellow: 1, red: 0 }, away: { yellow: 2, red: 1 } },
        },
      }),
    );
    expect(result).toEqual({ sport: 'football', liveListStale: false });

    for (const key of [liveKey, dayKey]) {
      const m1 = client.getQueryData<MatchListData>(key)?.list.find((match) => match.id === 'm1');
      expect(m1?.status).toBe('second_half');
      expect(m1?.minute).toBe(47);
      expect(m1?.match_str).toBe("47'");
      expect(m1?.home.score).toBe(1);
      expect(m1?.away.score).toBe(0);
      expect(m1?.half_time).toEqual({ home: 1, away: 0 });
      expect(m1?.cards.away).toEqual({ yellow: 2, red: 1 });
    }
    const untouched = client
      .getQueryData<MatchListData>(liveKey)
      ?.list.find((match) => match.id === 'm2');
    expect(untouched?.minute).toBe(23);
    // A football push never touches basketball lists.
    expect(client.getQueryData<MatchListData>(basketballKey)?.list[0]?.minute).toBe(23);
  });

  it('updates an open match centre', () => {
    const client = new QueryClient();
    const detail = { match: buildMatch({ id: 'm9' }) } as MatchDetailData;
    client.setQueryData(matchKeys.detail('m9', 10, 1), detail);
    handleScoreMessage(client, push({ m9: { home_score: 0, away_score: 1, minute: 30 } }));
    const next = client.getQueryData<MatchDetailData>(matchKeys.detail('m9', 10, 1));
    expect(next?.match.away.score).toBe(1);
    expect(next?.match.minute).toBe(30);
  });

  it('asks for a live-list refetch when a match that is not listed kicks off', () => {
    const client = new QueryClient();
    client.setQueryData(matchKeys.list('football', 'live', null), listOf('m1'));
    const result = handleScoreMessage(client, push({ m5: { status: 'first_half', minute: 1 } }));
    expect(result?.liveListStale).toBe(true);
  });

  it('ignores pushes that are not score data', () => {
    const client = new QueryClient();
    client.setQueryData(matchKeys.list('football', 'live', null), listOf('m1'));
    expect(handleScoreMessage(client, { code: 102, data: { server_time: 1 } })).toBeNull();
    expect(handleScoreMessage(client, push({ m1: { minute: 'soon' } }))).toBeNull();
    expect(
      client.getQueryData<MatchListData>(matchKeys.list('football', 'live', null))?.list[0]?.minute,
    ).toBe(23);
  });

  it('keeps the pushed lines of the chosen bookmaker', () => {
    const client = new QueryClient();
    const odds = {
      europe: { home: 2.1, draw: 3.2, away: 3.5 },
      asian: { line: -0.25, home: 0.9, away: 0.95 },
      over_under: { line: 2.5, over: 0.88, under: 0.98 },
    };
    handleScoreMessage(client, {
      code: 100,
      data: {
        type: 'football_exponent',
        at: '2026-11-22T12:24:00.000Z',
        company_id: 1,
        matches: { m1: odds },
      },
    });
    expect(client.getQueryData(matchKeys.liveOdds('football'))).toEqual({ m1: odds });
  });
});
