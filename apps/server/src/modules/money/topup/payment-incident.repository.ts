import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { PaymentIncidentKind } from '@tifo/contract';
import { paymentIncidents, paymentOrders } from '../../../db/schema/index';
import type { Database } from '../../../platform/db/database';

export type IncidentKind = PaymentIncidentKind;

export interface NewIncident {
  orderId: number;
  kind: IncidentKind;
  provider: string;
  providerRef: string;
  currency: string;
  amountMinor: number;
}

/** SQL of payment incidents: money a provider collected that was not credited by itself. */
export class PaymentIncidentRepository {
  constructor(private readonly db: Database) {}

  /** Records an incident once: the same order, kind and payment reported again adds nothing. */
  async record(incident: NewIncident, db: Database = this.db): Promise<boolean> {
    const rows = await db
      .insert(paymentIncidents)
      .values(incident)
      .onConflictDoNothing()
      .returning({ id: paymentIncidents.id });
    return rows.length > 0;
  }

  list(state: 'open' | 'resolved' | 'all', offset: number, limit: number) {
    return this.db
      .select({ incident: paymentIncidents, order: paymentOrders })
      .from(paymentIncidents)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentIncidents.orderId))
      .where(
        state === 'open'
          ? isNull(paymentIncidents.resolvedAt)
          : state === 'resolved'
            ? isNotNull(paymentIncidents.resolvedAt)
            : undefined,
      )
      .orderBy(desc(paymentIncidents.id))
      .offset(offset)
      .limit(limit);
  }

  /** The incident with its order, locked until the transaction ends. */
  async lockOpen(tx: Database, id: number) {
    const [row] = await tx
      .select({ incident: paymentIncidents, order: paymentOrders })
      .from(paymentIncidents)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentIncidents.orderId))
      .where(and(eq(paymentIncidents.id, id), isNull(paymentIncidents.resolvedAt)))
      .for('update', { of: paymentIncidents });
    return row ?? null;
  }

  async byId(id: number) {
    const [row] = await this.db
      .select({ incident: paymentIncidents, order: paymentOrders })
      .from(paymentIncidents)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentIncidents.orderId))
      .where(eq(paymentIncidents.id, id));
    return row ?? null;
  }

  async resolve(
    tx: Database,
    id: number,
    change: { resolution: 'credited' | 'dismissed'; resolvedBy: number; note: string; at: Date },
  ) {
    await tx
      .update(paymentIncidents)
      .set({
        resolution: change.resolution,
        resolvedBy: change.resolvedBy,
        note: change.note,
        resolvedAt: change.at,
      })
      .where(eq(paymentIncidents.id, id));
  }
}
