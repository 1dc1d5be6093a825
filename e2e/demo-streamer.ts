import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Envelope } from './helpers';
import { E2E_DATA_DIR } from './e2e-data-dir';
import { loginWithPassword } from './members';

// The e2e server publishes the demo broadcast (ffmpeg test pattern → our RTMP ingest) into the
// demo streamer's room, exactly as a newcomer's `npm start` does.
export const DEMO_STREAMER_MOBILE = '13800000001';
export const DEMO_STREAMER_NICKNAME = 'Tifo 演示主播';

/**
 * One session of the demo streamer for the whole run: the server sends one SMS code per number
 * a minute, and specs run in parallel workers. The first worker logs in and leaves the token in
 * the run's output folder (emptied at every start); the others wait for it.
 */
export async function demoStreamerToken(request: APIRequestContext): Promise<string> {
  const folder = test.info().project.outputDir;
  const tokenFile = path.join(folder, 'demo-streamer.token');
  await mkdir(folder, { recursive: true });
  try {
    await mkdir(path.join(folder, 'demo-streamer.lock'));
  } catch {
    let token = '';
    await expect(async () => {
      token = await readFile(tokenFile, 'utf8').catch(() => '');
      expect(token).not.toBe('');
    }).toPass({ timeout: 30_000 });
    return token;
  }
  const token = await loginWithPassword(
    request,
    DEMO_STREAMER_MOBILE,
    await seededPassword('demo streamer', DEMO_STREAMER_MOBILE),
  );
  await writeFile(tokenFile, token);
  return token;
}

/**
 * A seeded account's password (`demo streamer`, `operator`), from the file the server hands
 * seeded passwords over in (the SMS outbox never shows codes of seeded accounts). The newest
 * line wins.
 */
export async function seededPassword(
  label: string,
  mobile: string,
  dataDir: string = E2E_DATA_DIR,
): Promise<string> {
  const file = path.join(dataDir, 'initial-passwords.txt');
  const text = await readFile(file, 'utf8').catch(() => '');
  const line = new RegExp(`${label}: \\+86 ${mobile} password (\\S+)`, 'g');
  const password = [...text.matchAll(line)].at(-1)?.[1];
  if (!password) {
    throw new Error(`No ${label} password in ${file}: delete ${dataDir} and run again`);
  }
  return password;
}

/** The demo room, once its broadcast is arriving. */
export async function demoRoomId(request: APIRequestContext): Promise<number> {
  let roomId = 0;
  await expect(async () => {
    const response = await request.get('/api/Live/getRoomList?type=1&page_size=60');
    const body = (await response.json()) as Envelope<{
      list: { room_id: number; anchor_nickname: string }[];
    }>;
    roomId =
      body.data.list.find((room) => room.anchor_nickname === DEMO_STREAMER_NICKNAME)?.room_id ?? 0;
    expect(roomId).toBeGreaterThan(0);
    const urls = (await (
      await request.get(`/api/Live/getLiveUrl?room_id=${roomId}`)
    ).json()) as Envelope<{
      streaming: boolean;
    }>;
    expect(urls.data.streaming).toBe(true);
  }).toPass({ timeout: 45_000 });
  return roomId;
}
