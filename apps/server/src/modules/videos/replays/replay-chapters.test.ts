import type { GoalAlertData } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import {
  CHAPTER_LEAD_SECONDS,
  chapterView,
  chaptersOf,
  type BroadcastMark,
} from './replay-chapters';

const START = Date.UTC(2026, 10, 28, 12, 0, 0);

function goal(overrides: Partial<GoalAlertData> = {}): GoalAlertData {
  return {
    iszhu: 1,
    match_str: "23'",
    home_team_name_zh: '阿森纳',
    away_team_name_zh: '切尔西',
    home_score: 1,
    away_score: 0,
    match_id: 'm1',
    competition_id: 'c1',
    competition_name: 'Premier League',
    competition_name_zh: '英超',
    home_team_id: 't1',
    away_team_id: 't2',
    home_team_name: 'Arsenal',
    away_team_name: 'Chelsea',
    home_team_name_vi: 'Arsenal',
    away_team_name_vi: 'Chelsea',
    kind: 'normal',
    player: 'Saka',
    ...overrides,
  };
}

function markAt(secondsAfterStart: number, detail: unknown = goal()): BroadcastMark {
  return { at: new Date(START + secondsAfterStart * 1000), kind: 'goal', detail };
}

describe('replay chapters', () => {
  it('places a goal its lead before the alert, within the part that was recording', () => {
    const [chapter] = chaptersOf([markAt(100)], [{ startedAt: START, seconds: 600 }]);
    expect(chapter).toMatchObject({
      at: 100 - CHAPTER_LEAD_SECONDS,
      side: 'home',
      homeScore: 1,
      awayScore: 0,
      player: 'Saka',
    });
  });

  it('never goes before the start of the part that shows the goal', () => {
    const parts = [
      { startedAt: START, seconds: 60 },
      { startedAt: START + 90_000, seconds: 60 },
    ];
    // 3 s into the second part: the lead would reach into the gap and the first part.
    expect(chaptersOf([markAt(93)], parts).map((chapter) => chapter.at)).toEqual([60]);
    // In the gap between parts: the next part opens on it.
    expect(chaptersOf([markAt(75)], parts).map((chapter) => chapter.at)).toEqual([60]);
    // 40 s into the second part: 60 s of the first, then 30 s.
    expect(chaptersOf([markAt(130)], parts).map((chapter) => chapter.at)).toEqual([
      60 + 40 - CHAPTER_LEAD_SECONDS,
    ]);
  });

  it('drops goals outside the recording, other marks and details that are not goals', () => {
    const parts = [{ startedAt: START, seconds: 60 }];
    const marks = [
      markAt(-5),
      markAt(61),
      { ...markAt(30), kind: 'card' },
      markAt(30, { nonsense: true }),
      markAt(40, goal({ iszhu: 0, home_score: 1, away_score: 1, player: null })),
    ];
    expect(chaptersOf(marks, parts)).toEqual([
      expect.objectContaining({ at: 30, side: 'away', awayScore: 1, player: null }),
    ]);
    expect(chaptersOf([markAt(30)], [])).toEqual([]);
  });

  it('labels a chapter in the reader’s language', () => {
    const [stored] = chaptersOf([markAt(100)], [{ startedAt: START, seconds: 600 }]);
    if (!stored) throw new Error('no chapter');
    expect(chapterView(stored, 'zh').label).toBe("23' 阿森纳 1-0 切尔西 (Saka)");
    expect(chapterView(stored, 'en')).toMatchObject({
      at_seconds: 90,
      label: "23' Arsenal 1-0 Chelsea (Saka)",
    });
  });
});
