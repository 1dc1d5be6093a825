import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** One operator action as the audit log keeps it. */
export interface AuditRecord {
  operatorId: number;
  action: string;
  input: unknown;
  result: unknown;
  outcome: number;
  message: string;
  clientAddress: string | null;
}

export interface AuditSink {
  record(entry: AuditRecord): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditSink: AuditSink | null;
  }
}

/** Where operator actions are written (the admin module's table). */
export function installAuditSink(app: FastifyInstance, sink: AuditSink): void {
  app.decorate('auditSink', sink);
}

const SECRET_KEY = /password|token|secret|sig$/i;
const RESULT_MAX_CHARS = 4_000;

/** The input without secrets (a payment password never reaches the log). */
export function redacted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redacted);
  if (typeof value !== 'object' || value === null) return value ?? null;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : redacted(inner),
    ]),
  );
}

function bounded(result: unknown): unknown {
  const text = JSON.stringify(result ?? null);
  return text.length > RESULT_MAX_CHARS ? { truncated: true } : (result ?? null);
}

/**
 * Runs an operator action and writes one audit row for it, done or refused. The action has
 * happened (or not) by the time the row is written: a failed write is logged, not undone.
 */
export async function audited<T>(
  request: FastifyRequest,
  action: string,
  work: () => Promise<T>,
): Promise<T> {
  const sink = request.server.auditSink;
  const auth = request.auth;
  if (!sink || auth.kind !== 'member') return work();
  const base = {
    operatorId: auth.userId,
    action,
    input: redacted(request.body ?? request.query ?? null),
    clientAddress: request.ip || null,
  };
  const write = (entry: AuditRecord) =>
    sink.record(entry).catch((error: unknown) => {
      request.log.error({ err: error, action }, 'audit row not written');
    });
  try {
    const result = await work();
    await write({ ...base, result: bounded(result), outcome: 0, message: '' });
    return result;
  } catch (error) {
    const refusal = error instanceof AppError;
    await write({
      ...base,
      result: null,
      outcome: refusal ? (error.options.code ?? 1) : 500,
      message: (error instanceof Error ? error.message : String(error)).slice(0, 300),
    });
    throw error;
  }
}
