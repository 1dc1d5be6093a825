import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { hashPassword } from '../../platform/passwords/password-hasher';
import { seedRuns, systemSettings, users } from '../schema/index';
import { DEMO_OPERATOR_MOBILE } from '../../platform/config/config';
import { seedCirclePosts, seedCircles } from './circle-seed';
import { seedDemoExperts } from './expert-seed';
import { seedLiveRooms } from './live-seed';
import { seedNewsArticles } from './news-seed';
import { seedBanners, seedVideoCategories } from './video-seed';

/** A password a seed chose for an account: handed over in a 0600 file, never logged. */
export interface SeededCredential {
  label: string;
  countryCode: number;
  mobile: string;
  password: string;
}

export interface SeedOptions {
  /** The first operator account (OPERATOR_MOBILE; its password from OPERATOR_PASSWORD or random). */
  operator: { countryCode: number; mobile: string; password?: string | undefined };
  /** Also seed the demo's streamers and rooms (SEED_DEMO_DATA). */
  demo: boolean;
}

type Seed = {
  name: string;
  run: (tx: Database, options: SeedOptions) => Promise<SeededCredential | void>;
};

/**
 * Seeds every deployment needs: settings and the first operator, who reviews applications and
 * withdrawals. Its password comes from OPERATOR_PASSWORD or is random and handed over in a file:
 * no default password ships in the code.
 */
const PLATFORM_SEEDS: Seed[] = [
  {
    name: '0001-system-settings',
    async run(tx) {
      await tx
        .insert(systemSettings)
        .values([
          { key: 'site_name', value: 'Tifo' },
          { key: 'analytics_script_url', value: '' },
        ])
        .onConflictDoNothing();
    },
  },
  {
    name: '0002-operator-account',
    async run(tx, { operator }) {
      const password = operator.password ?? randomBytes(9).toString('base64url');
      const inserted = await tx
        .insert(users)
        .values({
          countryCode: operator.countryCode,
          mobile: operator.mobile,
          nickname: 'Tifo Operator',
          passwordHash: await hashPassword(password),
          inviteCode: 'OPERATOR',
          role: 'operator',
          seeded: true,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0 || operator.password) return;
      return { label: 'operator', ...operator, password };
    },
  },
  { name: '0005-video-categories', run: seedVideoCategories },
  { name: '0007-circles', run: seedCircles },
];

/** The demo's streamers, rooms and news (never seeded in production unless SEED_DEMO_DATA=true). */
const DEMO_SEEDS: Seed[] = [
  { name: '0003-live-rooms', run: seedLiveRooms },
  { name: '0004-news-articles', run: seedNewsArticles },
  { name: '0006-banners', run: seedBanners },
  { name: '0008-circle-posts', run: seedCirclePosts },
  { name: '0009-demo-experts', run: seedDemoExperts },
];

/**
 * Runs the seeds, in order. Each runs once per database: its name is recorded in `seed_runs` in
 * the same transaction as its rows, so a crash half-way leaves nothing behind and a restart
 * retries it. Later features append their own seeds to the lists above.
 */
export async function seedDatabase(
  db: Database,
  options: SeedOptions,
): Promise<{ applied: string[]; credentials: SeededCredential[] }> {
  const applied: string[] = [];
  const credentials: SeededCredential[] = [];
  for (const seed of [...PLATFORM_SEEDS, ...(options.demo ? DEMO_SEEDS : [])]) {
    const ran = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return null;
      return { credential: await seed.run(tx, options) };
    });
    if (!ran) continue;
    applied.push(seed.name);
    // Only after the commit: a password of rows that were rolled back would mislead.
    if (ran.credential) credentials.push(ran.credential);
  }
  return { applied, credentials };
}

/** Every seed with the demo's operator number, as a fresh `npm start` runs them (tests). */
export function seedDemoData(db: Database) {
  return seedDatabase(db, { operator: DEMO_OPERATOR_MOBILE, demo: true });
}

/** Names of the seeds recorded in this database. */
export async function appliedSeeds(db: Database): Promise<string[]> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns).orderBy(seedRuns.name);
  return rows.map((row) => row.name);
}
