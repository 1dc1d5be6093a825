/**
 * A visitor's round of calls that every version must answer, old or new, on whichever schema:
 * health, the match list, registering (code from the demo SMS outbox), the member's own info
 * and wallet. Throws on the first call that fails, naming it.
 */
import pg from 'pg';

export interface Visitor {
  token: string;
  userId: number;
  calls: number;
}

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export async function exercise(
  port: number,
  databaseUrl: string,
  visitor?: Visitor,
): Promise<Visitor> {
  const base = `http://127.0.0.1:${port}/api`;
  let calls = 0;
  const call = async <T>(what: string, path: string, init: RequestInit = {}): Promise<T> => {
    const response = await fetch(`${base}/${path}`, {
      ...init,
      headers: { 'x-tifo-client': 'web', 'content-type': 'application/json', ...init.headers },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await response.json().catch(() => null)) as Envelope<T> | null;
    if (!response.ok || body?.code !== 0) {
      throw new Error(`${what}: HTTP ${response.status} ${body?.msg ?? ''}`.trim());
    }
    calls += 1;
    return body.data;
  };
  await call('health', 'health');
  await call('match list', 'Match/getList?sport=football&status=all');
  const member = visitor ?? (await register(call, databaseUrl));
  const headers = { token: member.token };
  const info = await call<{ id: number }>('member info', 'Member/info', { headers });
  if (info.id !== member.userId) throw new Error(`member info: id ${info.id} ≠ ${member.userId}`);
  await call('wallet', 'Balance/getWallet', { headers });
  return { ...member, calls };
}

type Call = <T>(what: string, path: string, init?: RequestInit) => Promise<T>;

async function register(call: Call, databaseUrl: string): Promise<Omit<Visitor, 'calls'>> {
  const mobile = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await call('register code', 'user/getCode', {
    method: 'POST',
    body: JSON.stringify({ mobile, scene: 'register' }),
  });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sent = await client
    .query<{ body: string }>(
      'select body from sms_outbox where mobile = $1 order by id desc limit 1',
      [mobile],
    )
    .finally(() => client.end());
  const code = /\b(\d{6})\b/.exec(sent.rows[0]?.body ?? '')?.[1];
  if (!code) throw new Error('register code: none in the outbox');
  const password = 'upgrade123';
  const registered = await call<{ token: string; user: { id: number } }>(
    'register',
    'user/registered',
    {
      method: 'POST',
      body: JSON.stringify({ mobile, code, password, repassword: password }),
    },
  );
  return { token: registered.token, userId: registered.user.id };
}
