import type { AlertKind, Language, PushPayload } from '@tifo/contract';

/** What an alert is about, in every language (the dispatcher builds it once per event). */
export interface AlertFacts {
  kind: AlertKind;
  matchId: string;
  home: Record<Language, string>;
  away: Record<Language, string>;
  competition: Record<Language, string>;
  score: { home: number; away: number };
  /** "23'" for goals and cards; empty otherwise. */
  minute: string;
  player: string | null;
  /** The side of a goal or card. */
  side: 'home' | 'away' | null;
}

const TITLES: Record<AlertKind, Record<Language, string>> = {
  kickoff: { zh: '开赛', en: 'Kick-off', vi: 'Bóng lăn' },
  goal: { zh: '进球', en: 'Goal', vi: 'Bàn thắng' },
  red_card: { zh: '红牌', en: 'Red card', vi: 'Thẻ đỏ' },
  half_time: { zh: '中场', en: 'Half-time', vi: 'Nghỉ giữa hiệp' },
  full_time: { zh: '完场', en: 'Full-time', vi: 'Kết thúc' },
};

const VERSUS: Record<Language, string> = { zh: ' vs ', en: ' v ', vi: ' vs ' };

/** The push's text in one language: "Goal · Arsenal 1-0 Chelsea" / "23' Saka · Premier League". */
export function alertPayload(facts: AlertFacts, language: Language): PushPayload {
  const home = facts.home[language];
  const away = facts.away[language];
  const line =
    facts.kind === 'kickoff'
      ? `${home}${VERSUS[language]}${away}`
      : `${home} ${facts.score.home}-${facts.score.away} ${away}`;
  const team = facts.side === 'home' ? home : facts.side === 'away' ? away : null;
  const who = [facts.minute, facts.player ?? (facts.kind === 'red_card' ? team : null)]
    .filter((part): part is string => Boolean(part))
    .join(' ');
  const title = `${TITLES[facts.kind][language]}${facts.kind === 'red_card' && team ? ` · ${team}` : ''}`;
  return {
    kind: facts.kind,
    match_id: facts.matchId,
    title: `${title} · ${line}`,
    body: [who, facts.competition[language]].filter(Boolean).join(' · '),
    url: `/score-detail?id=${encodeURIComponent(facts.matchId)}`,
    // One notification per match on the device: a later alert replaces the earlier one.
    tag: `match-${facts.matchId}`,
  };
}
