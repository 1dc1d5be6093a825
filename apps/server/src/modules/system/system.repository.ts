import { systemSettings } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';

export class SystemRepository {
  constructor(private readonly db: Database) {}

  /** Every stored setting as a key → value map. */
  async readSettings(): Promise<Map<string, unknown>> {
    const rows = await this.db.select().from(systemSettings);
    return new Map(rows.map((row) => [row.key, row.value]));
  }
}
