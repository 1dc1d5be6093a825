import type { AlertKind, Language } from '@tifo/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { MatchEvent } from '../../feeds/fixtures/feed-model';
import { competitionRefOf, footballClockText, teamNamesOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import { alertBit } from './alert-mask';
import { alertPayload, type AlertFacts } from './alert-text';
import type { FavouritesRepository } from './favourites.repository';
import type { PushSender } from './push/push-sender';
import type { PushRepository } from './push/push.repository';
import { inQuietHours } from './quiet-hours';

/** An event older than this (feed time) when it reaches us is not alerted: the moment passed. */
const MAX_AGE_MS = 10 * 60_000;
/** Pushes in flight at once (a goal of a popular team reaches many devices). */
const SEND_CONCURRENCY = 16;
/** Deliveries are remembered this long, then pruned. */
const DELIVERY_MEMORY_MS = 2 * 86_400_000;
const LANGUAGES = new Set<string>(['zh', 'en', 'vi']);

/** The moment an event is, for alerts; null for the events nobody is alerted of. */
export function alertKindOf(event: MatchEvent): AlertKind | null {
  switch (event.type) {
    case 'goal':
      return 'goal';
    case 'card':
      return event.card === 'red' ? 'red_card' : null;
    case 'status':
      if (event.status === 'first_half' || event.status === 'q1') return 'kickoff';
      if (event.status === 'half_time') return 'half_time';
      if (event.status === 'finished') return 'full_time';
      return null;
    case 'corner':
    case 'substitution':
    case 'shootout_kick':
    case 'basket':
      return null;
  }
}

export interface MatchAlertsDeps {
  feed: ScoreFeed;
  favourites: FavouritesRepository;
  pushes: PushRepository;
  /** null where push is not set up: alerts then go nowhere. */
  sender: PushSender | null;
  logger: FastifyBaseLogger;
}

/**
 * Turns the feed's events into web pushes for the members whose favourites they concern (issue
 * 25): kick-off, goals, red cards, half and full time, each as the member chose per favourite,
 * none in their quiet hours, each device once. Runs where the feed loop leads.
 */
export class MatchAlerts {
  private queue: Promise<void> = Promise.resolve();
  private lastPrune = 0;

  constructor(private readonly deps: MatchAlertsDeps) {}

  /** Queues the events of a tick; alerts go out in order, without holding the feed loop. */
  handle(events: readonly MatchEvent[]): void {
    const alerts = events.filter((event) => alertKindOf(event) !== null);
    if (alerts.length === 0) return;
    this.queue = this.queue
      .then(() => this.deliverAll(alerts))
      .catch((error: unknown) => this.deps.logger.warn({ err: error }, 'match alerts failed'));
  }

  /** Resolves once every queued alert went out (tests). */
  idle(): Promise<void> {
    return this.queue;
  }

  private async deliverAll(events: readonly MatchEvent[]): Promise<void> {
    const now = this.deps.feed.now();
    for (const event of events) {
      if (event.at < now - MAX_AGE_MS) continue;
      await this.deliver(event, now);
    }
    if (now - this.lastPrune > 3_600_000) {
      this.lastPrune = now;
      await this.deps.pushes.pruneDeliveries(new Date(Date.now() - DELIVERY_MEMORY_MS));
    }
  }

  /** What the alert says, in every language; null for a match the feed no longer has. */
  factsOf(event: MatchEvent, kind: AlertKind): AlertFacts | null {
    const { feed } = this.deps;
    const match = feed.match(event.matchId);
    if (!match) return null;
    const home = teamNamesOf(feed.team(match.homeTeamId), match.homeTeamId);
    const away = teamNamesOf(feed.team(match.awayTeamId), match.awayTeamId);
    const competition = competitionRefOf(
      feed.competition(match.competitionId),
      match.competitionId,
    );
    const score =
      event.type === 'goal'
        ? event.score
        : (feed.stateAt(match.id, event.at)?.score ?? { home: 0, away: 0 });
    const onPitch = event.type === 'goal' || event.type === 'card';
    return {
      kind,
      matchId: match.id,
      home: { zh: home.short_name_zh, en: home.name, vi: home.name_vi },
      away: { zh: away.short_name_zh, en: away.name, vi: away.name_vi },
      competition: { zh: competition.name_zh, en: competition.name, vi: competition.name_vi },
      score,
      minute: onPitch ? footballClockText(event.clock) : '',
      player: onPitch ? event.player : null,
      side: onPitch ? event.side : null,
    };
  }

  private async deliver(event: MatchEvent, now: number): Promise<void> {
    const { feed, favourites, pushes, sender } = this.deps;
    const kind = alertKindOf(event);
    const match = feed.match(event.matchId);
    if (!kind || !match || !sender) return;
    const facts = this.factsOf(event, kind);
    if (!facts) return;
    const recipients = await favourites.recipients(
      {
        matchId: match.id,
        competitionId: match.competitionId,
        teamIds: [match.homeTeamId, match.awayTeamId],
      },
      alertBit(kind),
    );
    const awake = recipients.filter((recipient) => !inQuietHours(recipient.settings, now));
    const devices = await pushes.forUsers(awake.map((recipient) => recipient.userId));
    const claimed = await pushes.claim(
      devices.map((device) => device.id),
      `${event.id}:${kind}`,
    );
    const due = devices.filter((device) => claimed.has(device.id));
    const payloads = new Map<string, string>();
    const payloadIn = (language: string): string => {
      const chosen: Language = LANGUAGES.has(language) ? (language as Language) : 'zh';
      let text = payloads.get(chosen);
      if (!text) {
        text = JSON.stringify(alertPayload(facts, chosen));
        payloads.set(chosen, text);
      }
      return text;
    };
    for (let start = 0; start < due.length; start += SEND_CONCURRENCY) {
      await Promise.all(
        due.slice(start, start + SEND_CONCURRENCY).map(async (device) => {
          const outcome = await sender.send(device, payloadIn(device.language), {
            ttlSeconds: MAX_AGE_MS / 1000,
          });
          if (outcome === 'sent') await pushes.sent(device.id, new Date());
          else if (outcome === 'gone') await pushes.remove(device.id);
          else await pushes.failed(device.id);
        }),
      );
    }
  }
}
