import { goalAlertDataSchema, type Language, type VideoChapter } from '@tifo/contract';
import type { StoredChapter } from '../../../db/schema/index';

/**
 * A goal alert reaches us after the goal (the feed's delay, then the streamer's), so its mark
 * is placed this long before the alert: the replay opens on the attack, not the celebration.
 */
export const CHAPTER_LEAD_SECONDS = 10;

export interface BroadcastMark {
  at: Date;
  kind: string;
  detail: unknown;
}

export interface RecordedSpan {
  /** When the recording part started (epoch ms). */
  startedAt: number;
  seconds: number;
}

/**
 * Where each goal marked during the broadcast falls on the replay's timeline: the replay is
 * the recorded parts back to back, so a moment maps into the part that was recording then.
 * Goals before the first part (the room was open, the stream not yet) or after the last are
 * not in the replay; one in a gap between parts (the encoder reconnecting) opens the next.
 */
export function chaptersOf(marks: BroadcastMark[], parts: RecordedSpan[]): StoredChapter[] {
  const chapters: StoredChapter[] = [];
  for (const mark of marks) {
    if (mark.kind !== 'goal') continue;
    const goal = goalAlertDataSchema.safeParse(mark.detail);
    if (!goal.success) continue;
    const at = positionOf(mark.at.getTime(), parts);
    if (at === null) continue;
    const { data } = goal;
    chapters.push({
      at,
      kind: 'goal',
      minute: data.match_str,
      side: data.iszhu === 1 ? 'home' : 'away',
      homeScore: data.home_score,
      awayScore: data.away_score,
      player: data.player,
      home: { zh: data.home_team_name_zh, en: data.home_team_name, vi: data.home_team_name_vi },
      away: { zh: data.away_team_name_zh, en: data.away_team_name, vi: data.away_team_name_vi },
    });
  }
  return chapters.sort((a, b) => a.at - b.at);
}

function positionOf(time: number, parts: RecordedSpan[]): number | null {
  let base = 0;
  for (const part of parts) {
    const end = part.startedAt + part.seconds * 1000;
    if (time < part.startedAt) return part === parts[0] ? null : Math.floor(base);
    if (time <= end) {
      const into = Math.max(0, (time - part.startedAt) / 1000 - CHAPTER_LEAD_SECONDS);
      return Math.floor(base + into);
    }
    base += part.seconds;
  }
  return null;
}

/** A stored chapter as the API shows it, labelled in the reader's language. */
export function chapterView(chapter: StoredChapter, language: Language): VideoChapter {
  const score = `${chapter.home[language]} ${chapter.homeScore}-${chapter.awayScore} ${chapter.away[language]}`;
  return {
    at_seconds: chapter.at,
    kind: chapter.kind,
    minute: chapter.minute,
    side: chapter.side,
    home_score: chapter.homeScore,
    away_score: chapter.awayScore,
    player: chapter.player,
    label: `${chapter.minute} ${score}${chapter.player ? ` (${chapter.player})` : ''}`,
  };
}
