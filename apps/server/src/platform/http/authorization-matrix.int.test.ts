import { eq } from 'drizzle-orm';
import type { CallAudience, CallDefinition } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { guesses, operatorAudit, users } from '../../db/schema/index';
import { callerFrom, registerMember } from '../../test-support/accounts';
import { everyContractCall } from '../../test-support/contract-calls';
import { makeOperator, registerStreamer } from '../../test-support/live';
import { exampleOf, type ExampleHints } from '../../test-support/schema-examples';
import { useAppForFile } from '../../test-support/test-app';
import { translate } from '../i18n/server-messages';
import type { Envelope } from '../../test-support/envelope';

type Role = 'visitor' | 'owner' | 'otherMember' | 'moderator' | 'operator';

/**
 * Who each audience admits. `owner` is a member who streams in the room the requests name,
 * `otherMember` a member with no role there, `moderator` and `operator` (the administrator)
 * platform staff (who stream nowhere).
 */
const ADMITTED: Record<CallAudience, readonly Role[]> = {
  public: ['visitor', 'owner', 'otherMember', 'moderator', 'operator'],
  member: ['owner', 'otherMember', 'moderator', 'operator'],
  streamer: ['owner'],
  roomModerator: ['owner', 'moderator', 'operator'],
  operator: ['moderator', 'operator'],
  administrator: ['operator'],
};

/** Answers that say "you may not": the audience gate's, and any handler's own role checks. */
const ROLE_REFUSALS = new Set(
  (
    [
      'access.streamersOnly',
      'access.roomModeratorsOnly',
      'admin.operatorsOnly',
      'admin.administratorsOnly',
      'live.notAnchor',
      'live.notModerator',
    ] as const
  ).map((key) => translate('en', key)),
);

/**
 * The authorization matrix (issue "Production-safe", item 4): every call of the contract, as a
 * visitor, a streamer in the room the request names, another member and an operator. A caller
 * outside the call's declared audience must be refused (700 without a session, 403 otherwise);
 * a caller inside it must not be refused for who they are. So a call cannot answer beyond its
 * audience, and its declaration cannot be narrower than what its handler lets through.
 */
describe('authorization matrix', () => {
  const ctx = useAppForFile('pglite');

  it('refuses every caller outside each call’s audience and admits everyone inside it', async () => {
    const { app } = ctx.test;
    const owner = await registerStreamer(app, ctx.database.db);
    const otherMember = await registerMember(app, ctx.database.db);
    const operator = await registerMember(app, ctx.database.db);
    await makeOperator(ctx.database.db, operator.userId);
    const moderator = await registerMember(app, ctx.database.db);
    await ctx.database.db
      .update(users)
      .set({ role: 'moderator' })
      .where(eq(users.id, moderator.userId));
    const target = await registerMember(app, ctx.database.db);
    const tokens: Record<Role, string | undefined> = {
      visitor: undefined,
      owner: owner.token,
      otherMember: otherMember.token,
      moderator: moderator.token,
      operator: operator.token,
    };
    // A guess in the room, so the calls that find their room through a guess have one.
    const [guess] = await ctx.database.db
      .insert(guesses)
      .values({
        roomId: owner.roomId,
        createdBy: owner.userId,
        matchId: 'matrix-match',
        kind: 'winner',
        mode: 'pool',
      })
      .returning({ id: guesses.id });
    const hints: ExampleHints = {
      room_id: owner.roomId,
      user_id: target.userId,
      guess_id: guess?.id,
    };
    // Signing out ends the session the other calls need: it goes last.
    const calls = everyContractCall().sort(
      (a, b) => Number(a.call.path === 'Member/SignOut') - Number(b.call.path === 'Member/SignOut'),
    );
    const problems: string[] = [];
    let cells = 0;
    for (const { name, call } of calls) {
      for (const role of Object.keys(tokens) as Role[]) {
        cells += 1;
        const reply = await send(call, hints, tokens[role]);
        const body = reply.json<Envelope>();
        expect(body.msg, `${name} is not served`).not.toMatch(/no such API call/);
        const admitted = ADMITTED[call.audience].includes(role);
        const refusedForSession = body.code === 700;
        const refusedForRole = reply.statusCode === 403 && ROLE_REFUSALS.has(body.msg);
        if (admitted && (refusedForSession || refusedForRole)) {
          problems.push(
            `${name} (${call.audience}) refused ${role}: ${reply.statusCode} ${body.msg}`,
          );
        }
        if (!admitted) {
          const expected = role === 'visitor' ? [401, 700] : [403, 1];
          if (reply.statusCode !== expected[0] || body.code !== expected[1]) {
            problems.push(
              `${name} (${call.audience}) answered ${role}: ${reply.statusCode} ${body.msg}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // Each staff action wrote exactly one audit row per admitted staff caller (the others were
    // refused before it), and nothing else wrote any.
    const audited = await ctx.database.db
      .select({ action: operatorAudit.action, operatorId: operatorAudit.operatorId })
      .from(operatorAudit);
    const staffIds: Partial<Record<Role, number>> = {
      moderator: moderator.userId,
      operator: operator.userId,
    };
    const expected = calls
      .filter(({ call }) => call.method !== 'GET')
      .flatMap(({ call }) =>
        ADMITTED[call.audience]
          .filter(() => call.audience === 'operator' || call.audience === 'administrator')
          .map((role) => `${call.path} by ${staffIds[role]}`),
      )
      .sort();
    expect(audited.map((row) => `${row.action} by ${row.operatorId}`).sort()).toEqual(expected);
    // Every call of the contract, five callers each.
    const callers = Object.keys(tokens).length;
    expect(cells).toBe(calls.length * callers);
    console.info(
      `authorization matrix: ${calls.length} calls × ${callers} callers = ${cells} requests`,
    );
  }, 120_000);

  it('documents each call’s audience and refusals in OpenAPI', async () => {
    const document = (await ctx.test.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { description?: string; responses: Record<string, unknown> }>
      >;
    }>();
    const operation = (path: string, method: string) => document.paths[`/api/${path}`]?.[method];
    expect(operation('Admin/hornList', 'get')?.description).toMatch(/^Audience: operator/);
    expect(operation('Admin/withdrawalList', 'get')?.description).toMatch(
      /^Audience: administrator/,
    );
    expect(Object.keys(operation('Admin/withdrawalList', 'get')?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(Object.keys(operation('Balance/getWallet', 'get')?.responses ?? {})).toContain('401');
    expect(Object.keys(operation('Live/getRoomList', 'get')?.responses ?? {})).not.toContain('401');
  });

  function send(call: CallDefinition, hints: ExampleHints, token: string | undefined) {
    const caller = callerFrom(ctx.test.app);
    const query = call.query ? (exampleOf(call.query, hints) as Record<string, unknown>) : {};
    const search = new URLSearchParams(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    const url = `/api/${call.path}${search ? `?${search}` : ''}`;
    const extra = token ? { token, lang: 'en' } : { lang: 'en' };
    if (call.method === 'GET') return caller.get(url, extra);
    return caller.post(url, call.body ? exampleOf(call.body, hints) : {}, extra);
  }
});
