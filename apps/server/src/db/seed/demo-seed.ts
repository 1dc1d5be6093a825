import type { Database } from '../../platform/db/database';
import { seedRuns, systemSettings } from '../schema/index';

/**
 * Seeds, in order. Each runs once per database: its name is recorded in `seed_runs` in the same
 * transaction as its rows, so a crash half-way leaves nothing behind and a restart retries it.
 * Later features append their own seeds here.
 */
const SEEDS: { name: string; run: (tx: Database) => Promise<void> }[] = [
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
];

export async function seedDemoData(db: Database): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of SEEDS) {
    const ran = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: seed.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return false;
      await seed.run(tx);
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}

/** Names of the seeds recorded in this database. */
export async function appliedSeeds(db: Database): Promise<string[]> {
  const rows = await db.select({ name: seedRuns.name }).from(seedRuns).orderBy(seedRuns.name);
  return rows.map((row) => row.name);
}
