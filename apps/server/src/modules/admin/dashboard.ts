import { dashboardCalls, type DashboardDay } from '@tifo/contract';
import { getTableName, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { giftSends, paymentOrders, users, viewerSamples } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { registerCall } from '../../platform/http/register-call';
import type { RoomPresence } from '../../realtime/room-presence';

const SAMPLE_EVERY_MS = 60_000;
/** Site days are China-time days, as the rankings and statements. */
const SITE_ZONE = 'Asia/Shanghai';

export interface DashboardDeps {
  db: Database;
  presence: Pick<RoomPresence, 'totals'>;
  /** Long-running servers sample viewers each minute; tests call `sampleViewers` themselves. */
  sample: boolean;
  now?: () => number;
}

/** Writes this minute's site-wide viewers once (the first instance to get there wins). */
export async function sampleViewers(
  db: Database,
  presence: Pick<RoomPresence, 'totals'>,
  at: Date,
): Promise<void> {
  let viewers = 0;
  let liveRooms = 0;
  for (const count of presence.totals().values()) {
    viewers += count;
    if (count > 0) liveRooms += 1;
  }
  const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  await db.insert(viewerSamples).values({ minute, viewers, liveRooms }).onConflictDoNothing();
}

/** A count (or sum) of `table` rows whose `column` falls in the series' day `d`. */
function perDay(expression: string, table: string, column: string, where = 'true') {
  return sql.raw(`(select ${expression} from ${table} t
    where t.${column} >= (d at time zone '${SITE_ZONE}')
      and t.${column} < ((d + interval '1 day') at time zone '${SITE_ZONE}') and ${where})`);
}

/**
 * The console's dashboard: per site day, registrations, paid top-ups, gifts and the peak of
 * viewers, all computed from the database (viewers from the minute samples written here).
 */
export function installDashboard(app: FastifyInstance, deps: DashboardDeps): void {
  const now = () => new Date(deps.now?.() ?? Date.now());
  if (deps.sample) {
    const timer = setInterval(() => {
      sampleViewers(deps.db, deps.presence, now()).catch((error: unknown) =>
        app.log.warn({ err: error }, 'viewer sample failed'),
      );
    }, SAMPLE_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  registerCall(app, dashboardCalls.days, async ({ query }) => {
    const today = sql`date_trunc('day', ${now().toISOString()}::timestamptz at time zone ${SITE_ZONE})`;
    const result: unknown = await deps.db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as date,
        ${perDay('count(*)::int', `"${getTableName(users)}"`, 'created_at')} as registrations,
        ${perDay('count(*)::int', `"${getTableName(paymentOrders)}"`, 'paid_at', `t.status = 'paid'`)} as topups,
        ${perDay('coalesce(sum(t.coin + t.give), 0)::int', `"${getTableName(paymentOrders)}"`, 'paid_at', `t.status = 'paid'`)} as topup_diamonds,
        ${perDay('count(*)::int', `"${getTableName(giftSends)}"`, 'created_at')} as gift_sends,
        ${perDay('coalesce(sum(t.total_minor), 0)::bigint / 100', `"${getTableName(giftSends)}"`, 'created_at')} as gift_diamonds,
        ${perDay('coalesce(max(t.viewers), 0)::int', `"${getTableName(viewerSamples)}"`, 'minute')} as peak_viewers
      from generate_series(${today} - (${query.days - 1} * interval '1 day'), ${today}, interval '1 day') as d
      order by d`);
    // PGlite and node-postgres both answer with `rows`; Drizzle types it per driver.
    const rows = (result as { rows: Array<Record<keyof DashboardDay, string | number>> }).rows;
    let viewersNow = 0;
    for (const count of deps.presence.totals().values()) viewersNow += count;
    return {
      days: rows.map((row) => ({
        date: String(row.date),
        registrations: Number(row.registrations),
        topups: Number(row.topups),
        topup_diamonds: Number(row.topup_diamonds),
        gift_sends: Number(row.gift_sends),
        gift_diamonds: Number(row.gift_diamonds),
        peak_viewers: Number(row.peak_viewers),
      })),
      viewers_now: viewersNow,
    };
  });
}
