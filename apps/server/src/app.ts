import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { FeedLoop } from './feeds/feed-loop';
import type { ScoreFeed } from './feeds/score-feed';
import type { Clock } from './feeds/simulator/simulator-clock';
import type { MediaServer } from './media/media-server';
import { installAccounts } from './modules/accounts/accounts-module';
import { installSessions } from './modules/accounts/sessions-module';
import { requestToken } from './modules/accounts/auth.hook';
import { installBlockedWords, installChat } from './modules/chat/chat-module';
import { installBroadcastPlans } from './modules/broadcast-plans/broadcast-plans-module';
import { installFavourites } from './modules/favourites/favourites-module';
import type { MatchAlerts } from './modules/favourites/match-alerts';
import { installCircles } from './modules/circles/circles-module';
import { installComments } from './modules/comments/comments-module';
import type { AnalysesService } from './modules/experts/analyses.service';
import type { AnalysisSettlement } from './modules/experts/analysis-settlement';
import { installExperts } from './modules/experts/experts-module';
import { installBarrageCharges, installEngagement } from './modules/engagement/engagement-module';
import type { AppEventBus } from './platform/events/app-event-bus';
import type { FanGroupsService } from './modules/fan-groups/fan-groups.service';
import { installDistribution } from './modules/distribution/distribution-module';
import type { DistributionService } from './modules/distribution/distribution.service';
import { installAuditLog } from './modules/admin/audit-log';
import { registerStaffRoles } from './modules/admin/staff-roles';
import { installConsole } from './modules/admin/console';
import { installConsoleUsers } from './modules/admin/console-users';
import { installConsoleMoney } from './modules/admin/console-money';
import { installDashboard } from './modules/admin/dashboard';
import { installConsoleReports } from './modules/admin/console-reports';
import { installConsoleShipments } from './modules/admin/console-shipments';
import { installConsoleCatalogues } from './modules/admin/console-catalogues';
import { installLegalTexts } from './modules/system/legal-texts';
import { installFanGroups } from './modules/fan-groups/fan-groups-module';
import { installFeedback } from './modules/feedback/feedback-module';
import { installLive } from './modules/live/live-module';
import type { LiveService } from './modules/live/live.service';
import { installMatches } from './modules/matches/matches-module';
import type { ReservationReminders } from './modules/matches/reservation-reminders';
import { installMoney } from './modules/money/money-module';
import { installRewardRules } from './modules/rewards/reward-rules';
import type { StreamHealthMonitor } from './modules/live/stream-health';
import { installNews } from './modules/news/news-module';
import { installProfile } from './modules/profile/profile-module';
import { installSystem } from './modules/system/system-module';
import { installSearch } from './modules/search/search-module';
import type { ReplayKeeper } from './modules/videos/replays/replay-keeper';
import { installVideos } from './modules/videos/videos-module';
import { installUploads } from './modules/uploads/uploads-module';
import type { Bus } from './platform/bus/bus';
import type { Config } from './platform/config/config';
import type { DatabaseHandle } from './platform/db/database';
import { installSpa } from './platform/http/spa';
import { createFastify, installPlatform } from './platform/install-platform';
import type { RateLimiter } from './platform/rate-limit/rate-limiter';
import type { Secrets } from './platform/secrets/secrets';
import type { ShutdownDrain } from './platform/http/shutdown-drain';
import type { ImHub } from './realtime/im-hub';
import type { LiveDataHub } from './realtime/live-data-hub';
import type { RoomPresence } from './realtime/room-presence';

export interface AppParts {
  database: DatabaseHandle;
  /** Begun on SIGTERM: the instance drains before it closes (server.ts). */
  drain: ShutdownDrain;
  bus: Bus;
  secrets: Secrets;
  liveData: LiveDataHub;
  rateLimiter: RateLimiter;
  events: AppEventBus;
  scoreFeed: ScoreFeed;
  /** Pushes score changes; started unless FEED_ENABLED=false (tests call `tick()` by hand). */
  feedLoop: FeedLoop;
  reminders: ReservationReminders;
  media: MediaServer;
  live: LiveService;
  presence: RoomPresence;
  /** Streams' health (tests measure with `tick()` by hand). */
  streamHealth: StreamHealthMonitor;
  im: ImHub;
  imPresence: RoomPresence;
  money: ReturnType<typeof installMoney>;
  engagement: ReturnType<typeof installEngagement>;
  /** Makes a finished broadcast's replay (tests wait for it). */
  replays: ReplayKeeper;
  /** Settles analyses from results (tests run it by hand). */
  analysisSettlement: AnalysisSettlement;
  analyses: AnalysesService;
  /** Fan groups (tests run the lapse and the fees' settlement by hand). */
  fans: FanGroupsService;
  /** Commissions (tests settle them with their own clock). */
  distribution: DistributionService;
  /** Favourites' alerts by web push (tests wait for them with `idle()`). */
  matchAlerts: MatchAlerts;
}

export interface BuildOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Tests inject a shared database or bus; injected parts are not closed with the app. */
  database?: DatabaseHandle;
  bus?: Bus;
  rateLimiter?: RateLimiter;
  liveDataIdleTimeoutMs?: number;
  /** The score feed's clock (tests pass a manual clock); FEED_SPEED decides otherwise. */
  feedClock?: Clock;
  /** How often room viewer counts are shared and pushed (tests shorten it). */
  presenceIntervalMs?: number;
}

/**
 * Builds the whole server: the platform (database migrated and seeded, bus, secrets, shared
 * HTTP and socket plugins), then the feature modules, each installing itself with what it
 * needs (CONTRIBUTING, "Adding a feature module"), then the SPA. `server.ts` only listens.
 */
export async function buildApp(
  options: BuildOptions,
): Promise<{ app: FastifyInstance; parts: AppParts }> {
  const app = createFastify(options);
  const platform = await installPlatform(app, options);

  // Sessions and blocked words come before the modules that use them (money's checkout;
  // profiles, rooms and chat).
  const sessions = await installSessions(app, platform);
  installAuditLog(app, platform.database.db);
  registerStaffRoles(app, platform.database.db);
  const system = installSystem(app, platform);
  const rules = await installRewardRules(app, {
    db: platform.database.db,
    bus: platform.bus,
    liveData: platform.liveData,
  });
  const money = installMoney(app, { ...platform, checkoutVisitor: sessions.pageVisitor, rules });
  const accounts = installAccounts(app, { ...platform, sessions, standing: money.standing });
  const blockedWords = await installBlockedWords(app, platform);
  installProfile(app, { ...platform, sessions, accounts, blockedWords });
  await installUploads(app, platform);
  installFeedback(app, platform);
  const matches = await installMatches(app, { ...platform, feedClock: options.feedClock });
  system.attachScoreFeed(() => matches.scoreFeed.health?.() ?? []);
  const fanGroups = installFanGroups(app, { ...platform, money });
  const { distribution } = installDistribution(app, { ...platform, money });
  const live = await installLive(app, {
    ...platform,
    matches,
    money,
    blockedWords,
    fans: fanGroups.fans,
  });
  const barrageCharges = installBarrageCharges(app, { ...platform, money });
  installBroadcastPlans(app, { ...platform, matches, live });
  const favourites = installFavourites(app, { ...platform, matches });
  installConsoleUsers(app, {
    db: platform.database.db,
    sanctions: sessions.sanctions,
    sessions: sessions.sessions,
    money,
  });
  installConsoleMoney(app, { db: platform.database.db, ledger: money.ledger });
  installConsoleShipments(app, { db: platform.database.db });
  installConsoleCatalogues(app, { db: platform.database.db });
  installLegalTexts(app, { db: platform.database.db });
  installDashboard(app, {
    db: platform.database.db,
    presence: live.presence,
    sample: options.config.env !== 'test',
  });
  const chat = await installChat(app, {
    ...platform,
    live,
    blockedWords,
    barrageCharges,
    fans: fanGroups.fans,
    siteMute: sessions.sanctions,
    rules,
  });
  const engagement = installEngagement(app, { ...platform, money, chat, live, matches });
  const comments = installComments(app, {
    ...platform,
    blockedWords,
    siteMute: sessions.sanctions,
  });
  installNews(app, { ...platform, matches, comments });
  const circles = installCircles(app, {
    ...platform,
    blockedWords,
    comments,
    siteMute: sessions.sanctions,
  });
  installConsole(app, {
    db: platform.database.db,
    presence: live.presence,
    streamHealth: live.streamHealth,
    live: live.live,
    chatModes: chat.rooms,
  });
  installConsoleReports(app, {
    db: platform.database.db,
    comments,
    posts: circles.posts,
    moderation: live.moderation,
    chatReports: chat.reports,
  });
  const experts = installExperts(app, { ...platform, matches, money });
  const videos = await installVideos(app, { ...platform, comments, live });
  installSearch(app, { ...platform, live, matches, circles, rules });

  await installSpa(app, options.config.webDistDir, {
    hasSession: (request) => requestToken(request) !== undefined,
  });
  return {
    app,
    parts: {
      ...platform,
      scoreFeed: matches.scoreFeed,
      feedLoop: matches.feedLoop,
      reminders: matches.reminders,
      media: live.media,
      live: live.live,
      presence: live.presence,
      streamHealth: live.streamHealth,
      im: chat.hub,
      imPresence: chat.presence,
      money,
      engagement,
      replays: videos.replays,
      analysisSettlement: experts.settlement,
      analyses: experts.analyses,
      fans: fanGroups.fans,
      distribution,
      matchAlerts: favourites.alerts,
    },
  };
}
