import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The server's API as the media benchmarks use it: envelopes unwrapped, the demo streamer. */
export const WEB = { 'x-tifo-client': 'web', 'content-type': 'application/json' };
export const DEMO_STREAMER = '13800000001';

interface Envelope<T> {
  code: number;
  data: T;
}

/** Calls `url` on `base`; the envelope's data, or throws with the whole answer. */
export async function call<T>(base: string, url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${url}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.code !== 0) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * The demo streamer, logged in with the password the server wrote into its data folder (the
 * SMS outbox never shows seeded accounts' codes).
 */
export async function demoStreamerToken(base: string, dataDir: string): Promise<string> {
  const text = await readFile(path.join(dataDir, 'initial-passwords.txt'), 'utf8');
  const password = /demo streamer: \+86 13800000001 password (\S+)/.exec(text)?.[1] ?? '';
  const login = await call<{ token: string }>(base, '/api/user/login', {
    method: 'POST',
    headers: WEB,
    body: JSON.stringify({ account: DEMO_STREAMER, country_code: 86, password }),
  });
  return login.token;
}
