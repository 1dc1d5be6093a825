/**
 * Search benchmark, server side: the real app on PostgreSQL (BENCH_DATABASE=pglite for the
 * embedded default) with BENCH_ROOMS streamers (10,000), each with a room, named from word
 * pools in zh, vi (with accents) and en; one room in ten is live; and BENCH_POSTS circle posts
 * (50,000) of such words. Answers `ready` with the port once seeded.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { circlePostHotScore, circlePosts } from '../../apps/server/src/db/schema/index';
import { seedCircles } from '../../apps/server/src/db/seed/circle-seed';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import { makeTestConfig, openTestDatabase } from '../../apps/server/src/test-support/targets';
import { SYLLABLES, WORDS } from './corpus';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 10_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 50_000);
const kind = process.env.BENCH_DATABASE === 'pglite' ? 'pglite' : 'postgres';
if (kind === 'postgres' && !process.env.DATABASE_URL) {
  throw new Error(
    'the search benchmark runs on PostgreSQL: set DATABASE_URL (or BENCH_DATABASE=pglite)',
  );
}

const database = await openTestDatabase(kind);
const { config } = await makeTestConfig({ FEED_ENABLED: 'false', LOG_LEVEL: 'silent' });
const { app } = await buildApp({ config, database, bus: new MemoryBus() });
await app.listen({ host: '127.0.0.1', port: 0 });

const words = sql.raw(`array[${WORDS.map((word) => `'${word}'`).join(', ')}]`);
// Most names are made of syllables nobody searches for (as real nicknames are varied); one
// in twenty carries a popular word (a city, a club, "live"), so a fan's term matches tens of
// rooms, not thousands.
const syllables = sql.raw(`array[${SYLLABLES.map((syllable) => `'${syllable}'`).join(', ')}]`);
const started = performance.now();
await database.db.execute(sql`
  insert into users (country_code, mobile, nickname, password_hash, invite_code, is_anchor)
  select 86, '170' || lpad(g::text, 8, '0'),
         case when g % 20 = 0 then (${words})[1 + (g / 20) % 26] || ' '
              else '' end
         || (${syllables})[1 + g % 64] || (${syllables})[1 + (g * 7) % 64] || ' '
         || (${syllables})[1 + (g * 13) % 64] || ' ' || g,
         'x', 'S' || g, 1
  from generate_series(1, ${ROOMS}) g`);
await database.db.execute(sql`
  insert into live_rooms (anchor_id, title, stream_key, live_status)
  select id,
         case when id % 20 = 3 then (${words})[1 + (id / 20) % 26] || ' ' else '' end
         || (${syllables})[1 + (id * 5) % 64] || ' ' || (${syllables})[1 + (id * 11) % 64]
         || (${syllables})[1 + (id * 3) % 64],
         md5(id::text), case when id % 10 = 0 then 'live' else 'offline' end
  from users where mobile like '170%'`);
await seedCircles(database.db);
// Posts: a few sentences of syllables, one in twenty with a popular word, spread over the
// seeded circles and the streamers, with likes enough to spread their hot scores.
await database.db.execute(sql`
  insert into circle_posts (circle_id, user_id, content, like_count, created_at)
  select c.ids[1 + g % array_length(c.ids, 1)],
         u.first + g % ${ROOMS},
         case when g % 20 = 7 then (${words})[1 + (g / 20) % 26] || ' ' else '' end
         || (${syllables})[1 + (g * 3) % 64] || (${syllables})[1 + (g * 17) % 64] || ' '
         || (${syllables})[1 + (g * 29) % 64] || ' ' || (${syllables})[1 + (g * 31) % 64]
         || (${syllables})[1 + (g * 37) % 64] || ' ' || (${syllables})[1 + (g * 41) % 64]
         || ' ' || (${syllables})[1 + (g * 43) % 64] || (${syllables})[1 + (g * 47) % 64]
         || ' ' || g,
         g % 97, now() - make_interval(mins => g % 43200)
  from generate_series(1, ${POSTS}) g,
       (select array_agg(id) ids from circles) c,
       (select min(id) first from users where mobile like '170%') u`);
await database.db.update(circlePosts).set({ hotScore: circlePostHotScore });
await database.db.execute(sql`analyze users; analyze live_rooms; analyze circle_posts`);
process.send?.({
  event: 'ready',
  port: (app.server.address() as AddressInfo).port,
  rooms: ROOMS,
  posts: POSTS,
  seedSeconds: (performance.now() - started) / 1000,
  database: kind,
});
process.on('message', () => {
  void app
    .close()
    .then(() => database.dispose())
    .then(() => process.exit(0));
});
