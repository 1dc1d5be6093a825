import { randomBytes } from 'node:crypto';
import type { Database } from '../../platform/db/database';
import { hashPassword } from '../../platform/passwords/password-hasher';
import { seedRuns, systemSettings, users } from '../schema/index';
import { seedLiveRooms } from './live-seed';

/** The operator account seeded on first start (docs/operators.md). */
export const SEEDED_OPERATOR = { countryCode: 86, mobile: '13800000000' } as const;

/**
 * Seeds, in order. Each runs once per database: its name is recorded in `seed_runs` in the same
 * transaction as its rows, so a crash half-way leaves nothing behind and a restart retries it.
 * Later features append their own seeds here.
 */
const SEEDS: { name: string; run: (tx: Database) => Promise<string | void> }[] = [
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
    // Reviews streamer applications until the operator console exists. Its password is random
    // and shown once in the log: no default password ships in the code.
    name: '0002-operator-account',
    async run(tx) {
      const password = randomBytes(9).toString('base64url');
      const inserted = await tx
        .insert(users)
        .values({
          countryCode: SEEDED_OPERATOR.countryCode,
          mobile: SEEDED_OPERATOR.mobile,
          nickname: 'Tifo Operator',
          passwordHash: await hashPassword(password),
          inviteCode: 'OPERATOR',
          role: 'operator',
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (inserted.length === 0) return;
      return (
        `Operator account: +${SEEDED_OPERATOR.countryCode} ${SEEDED_OPERATOR.mobile}, password ${password} ` +
        '(shown once: change it with user/editPassword)'
      );
    },
  },
  { name: '0003-live-rooms', run: seedLiveRooms },
];

export async function seedDemoData(
  db: Database,
  notify: (message: string) => void = () => {},
): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of SEEDS) {
    const ran = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return null;
      return { notice: await seed.run(tx) };
    });
    if (!ran) continue;
    applied.push(seed.name);
    // Only after the commit: a notice about rows that were rolled back would mislead.
    if (ran.notice) notify(ran.notice);
  }
  return applied;
}

/** Names of the seeds recorded in this database. */
export async function appliedSeeds(db: Database): Promise<string[]> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns).orderBy(seedRuns.name);
  return rows.map((row) => row.name);
}
