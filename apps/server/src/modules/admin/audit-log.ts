import { auditCalls, type AuditEntry } from '@tifo/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { operatorAudit, users } from '../../db/schema/index';
import type { Database } from '../../platform/db/database';
import { installAuditSink, type AuditRecord } from '../../platform/http/operator-audit';
import { registerCall } from '../../platform/http/register-call';

const PAGE_SIZE = 50;

/** The audit log's table: rows are only ever inserted (the database refuses the rest). */
export class AuditLogRepository {
  constructor(private readonly db: Database) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.db.insert(operatorAudit).values(entry);
  }

  async list(filter: { operatorId?: number; action?: string }, page: number) {
    const conditions: SQL[] = [];
    if (filter.operatorId !== undefined) {
      conditions.push(eq(operatorAudit.operatorId, filter.operatorId));
    }
    if (filter.action !== undefined) conditions.push(eq(operatorAudit.action, filter.action));
    return this.db
      .select({ entry: operatorAudit, nickname: users.nickname })
      .from(operatorAudit)
      .leftJoin(users, eq(users.id, operatorAudit.operatorId))
      .where(and(...conditions))
      .orderBy(desc(operatorAudit.id))
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE);
  }
}

/**
 * The operators' audit log: every operator call that acts (not reads) writes one row through
 * `registerCall` (platform/http/operator-audit.ts); `Admin/auditLog` reads them back.
 */
export function installAuditLog(app: FastifyInstance, db: Database): AuditLogRepository {
  const repository = new AuditLogRepository(db);
  installAuditSink(app, repository);
  registerCall(app, auditCalls.list, async ({ query }) => {
    const rows = await repository.list(
      {
        ...(query.operator_id !== undefined ? { operatorId: query.operator_id } : {}),
        ...(query.action !== undefined ? { action: query.action } : {}),
      },
      query.page,
    );
    const list: AuditEntry[] = rows.slice(0, PAGE_SIZE).map(({ entry, nickname }) => ({
      id: entry.id,
      operator_id: entry.operatorId,
      operator_nickname: nickname ?? '',
      action: entry.action,
      input: entry.input,
      result: entry.result ?? null,
      outcome: entry.outcome,
      message: entry.message,
      client_address: entry.clientAddress,
      created_at: entry.createdAt.toISOString(),
    }));
    return { list, has_more: rows.length > PAGE_SIZE };
  });
  return repository;
}
