import {
  DEFAULT_ALERTS,
  FAVOURITE_LIMITS,
  type AlertChoices,
  type AlertSettings,
  type CallData,
  type Favourite,
  type favouriteCalls,
} from '@tifo/contract';
import { competitionRefOf, teamNamesOf } from '../../feeds/match-view';
import type { ScoreFeed } from '../../feeds/score-feed';
import { AppError } from '../../platform/http/app-error';
import { alertChoicesOf, alertMaskOf } from './alert-mask';
import type { AlertSettingsRow, FavouriteRow, FavouritesRepository } from './favourites.repository';
import { isTimeZone } from '../../feeds/fixtures/local-time';

/** Quiet hours start unset; the zone is the one most of our fans live in until they choose. */
const DEFAULT_SETTINGS: AlertSettingsRow = {
  quietFrom: null,
  quietTo: null,
  timeZone: 'Asia/Shanghai',
  spoilerSafe: true,
};

const toMinutes = (time: string | null): number | null => {
  if (time === null) return null;
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};

const toWallTime = (minutes: number | null): string | null =>
  minutes === null
    ? null
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function settingsView(row: AlertSettingsRow | null): AlertSettings {
  const settings = row ?? DEFAULT_SETTINGS;
  return {
    quiet_from: toWallTime(settings.quietFrom),
    quiet_to: toWallTime(settings.quietTo),
    time_zone: settings.timeZone,
    spoiler_safe: settings.spoilerSafe,
  };
}

/** Favourite teams and competitions, the alerts of every favourite, and quiet hours. */
export class FavouritesService {
  constructor(
    private readonly repository: FavouritesRepository,
    private readonly deps: { feed: ScoreFeed },
  ) {}

  async list(userId: number): Promise<CallData<typeof favouriteCalls.list>> {
    const [rows, settings] = await Promise.all([
      this.repository.list(userId),
      this.repository.settings(userId),
    ]);
    return { favourites: rows.map((row) => this.view(row)), settings: settingsView(settings) };
  }

  private view(row: FavouriteRow): Favourite {
    const { feed } = this.deps;
    const sport = row.sport === 'basketball' ? 'basketball' : 'football';
    const base = {
      kind: row.kind,
      id: row.targetId,
      sport,
      alerts: alertChoicesOf(row.alerts),
    } as const;
    if (row.kind === 'team') {
      const team = teamNamesOf(feed.team(row.targetId), row.targetId);
      return { ...base, name: team.name, name_zh: team.name_zh, name_vi: team.name_vi };
    }
    if (row.kind === 'competition') {
      const competition = competitionRefOf(feed.competition(row.targetId), row.targetId);
      return {
        ...base,
        name: competition.name,
        name_zh: competition.name_zh,
        name_vi: competition.name_vi,
      };
    }
    const match = feed.match(row.targetId);
    const home = teamNamesOf(match && feed.team(match.homeTeamId), match?.homeTeamId ?? '');
    const away = teamNamesOf(match && feed.team(match.awayTeamId), match?.awayTeamId ?? '');
    return {
      ...base,
      name: match ? `${home.name} v ${away.name}` : row.targetId,
      name_zh: match ? `${home.short_name_zh} vs ${away.short_name_zh}` : row.targetId,
      name_vi: match ? `${home.name_vi} vs ${away.name_vi}` : row.targetId,
    };
  }

  async toggle(
    userId: number,
    kind: 'team' | 'competition',
    id: string,
    follow: boolean,
  ): Promise<{ following: boolean }> {
    if (!follow) {
      // A team or competition the feed no longer has can still be unfollowed.
      await this.repository.remove(userId, kind, id);
      return { following: false };
    }
    const sport =
      kind === 'team' ? this.deps.feed.team(id)?.sport : this.deps.feed.competition(id)?.sport;
    if (!sport) throw new AppError('favourite.notFound', { httpStatus: 404 });
    if ((await this.repository.count(userId)) >= FAVOURITE_LIMITS.max) {
      throw new AppError('favourite.tooMany', { params: { max: FAVOURITE_LIMITS.max } });
    }
    await this.repository.add(userId, {
      kind,
      targetId: id,
      sport,
      alerts: alertMaskOf(DEFAULT_ALERTS),
    });
    return { following: true };
  }

  async setAlerts(
    userId: number,
    kind: Favourite['kind'],
    id: string,
    alerts: AlertChoices,
  ): Promise<{ alerts: AlertChoices }> {
    const saved = await this.repository.setAlerts(userId, kind, id, alertMaskOf(alerts));
    if (!saved) throw new AppError('favourite.notFollowing', { httpStatus: 404 });
    return { alerts };
  }

  async setSettings(userId: number, settings: AlertSettings): Promise<AlertSettings> {
    if (!isTimeZone(settings.time_zone)) throw new AppError('favourite.badTimeZone');
    if ((settings.quiet_from === null) !== (settings.quiet_to === null)) {
      throw new AppError('favourite.quietHoursPair');
    }
    const row: AlertSettingsRow = {
      quietFrom: toMinutes(settings.quiet_from),
      quietTo: toMinutes(settings.quiet_to),
      timeZone: settings.time_zone,
      spoilerSafe: settings.spoiler_safe,
    };
    await this.repository.saveSettings(userId, row);
    return settingsView(row);
  }
}
