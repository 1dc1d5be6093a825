import { liveCalls } from '@tifo/contract';
import { describe, expect, it } from 'vitest';
import { registerStreamer } from '../test-support/live';
import { databaseKinds } from '../test-support/targets';
import { useAppForFile } from '../test-support/test-app';
import { callContract } from '../test-support/call-contract';

const HOOK_SECRET = 'hook-secret-0123456789';

describe.each(databaseKinds)('external media server hooks (%s)', (kind) => {
  const ctx = useAppForFile(kind, {
    env: {
      MEDIA_SERVER: 'external',
      MEDIA_RTMP_PUBLIC_URL: 'rtmp://ingest.example.com/live',
      MEDIA_FLV_URL_TEMPLATE: 'https://cdn.example.com/live/{key}.flv',
      MEDIA_HOOK_SECRET: HOOK_SECRET,
    },
  });
  const hook = (path: string, body: unknown, secret = HOOK_SECRET) =>
    ctx.test.app.inject({
      method: 'POST',
      url: `/media/hooks/${path}?secret=${secret}`,
      payload: body as object,
    });
  const liveUrl = async (roomId: number) =>
    (await callContract(ctx.test.app, liveCalls.getLiveUrl, { query: { room_id: roomId } })).data;

  it('accepts a signed push of a known key, refuses the rest, and ends on unpublish', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    expect(streamer.push.server).toBe('rtmp://ingest.example.com/live');
    // Pushed under the room id, the key and its signature as parameters.
    const [name, query = ''] = streamer.push.stream_key.split('?');
    expect(name).toBe(String(streamer.roomId));
    const key = new URLSearchParams(query).get('key') ?? '';
    const sign = new URLSearchParams(query).get('sign') ?? '';
    expect(key).toMatch(/^[0-9a-f]{20,}$/);

    // SRS sends JSON with the query in `param`.
    const srs = (stream: string, param: string, secret?: string) =>
      hook('on_publish', { app: 'live', stream, param }, secret);
    expect((await srs(name!, `?${query}`, 'wrong')).statusCode).toBe(403);
    expect((await srs(name!, `?key=${key}&sign=1-abc`)).statusCode).toBe(403);
    expect((await srs(name!, `?key=${'f'.repeat(40)}&sign=${sign}`)).statusCode).toBe(403);
    // Under another room's id, or under the key itself (the key would become public).
    expect((await srs(String(streamer.roomId + 1), `?${query}`)).statusCode).toBe(403);
    expect((await srs(key, `?sign=${sign}`)).statusCode).toBe(403);
    const accepted = await srs(name!, `?${query}`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ code: 0 });

    // The review's request (I4): the public playback URL carried the stream key.
    const urls = await liveUrl(streamer.roomId);
    expect(urls).toMatchObject({
      streaming: true,
      flv: `https://cdn.example.com/live/${streamer.roomId}.flv`,
    });
    expect(JSON.stringify(urls)).not.toContain(key);

    // nginx-rtmp sends form fields, the push's parameters among them.
    const ended = await app.inject({
      method: 'POST',
      url: `/media/hooks/on_unpublish?secret=${HOOK_SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `app=live&name=${name}&key=${key}&sign=${sign}`,
    });
    expect(ended.statusCode).toBe(200);
    expect(await liveUrl(streamer.roomId)).toMatchObject({
      live_status: 'ended',
      streaming: false,
    });

    // nginx-rtmp form fields on publish, and an unpublish that names the room only.
    const again = await app.inject({
      method: 'POST',
      url: `/media/hooks/on_publish?secret=${HOOK_SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `app=live&name=${name}&key=${key}&sign=${sign}`,
    });
    expect(again.statusCode).toBe(200);
    expect((await liveUrl(streamer.roomId)).streaming).toBe(true);
    expect((await hook('on_unpublish', { app: 'live', stream: name })).statusCode).toBe(200);
    expect((await liveUrl(streamer.roomId)).streaming).toBe(false);
  });
});

describe.each(databaseKinds)('external media server with room templates (%s)', (kind) => {
  // Instances that play from an embedded ingest elsewhere: push URLs keep the embedded form.
  const ctx = useAppForFile(kind, {
    env: {
      MEDIA_SERVER: 'external',
      MEDIA_RTMP_PUBLIC_URL: 'rtmp://ingest.example.com/live',
      MEDIA_FLV_URL_TEMPLATE: 'https://ingest.example.com/live/{room}.flv',
      MEDIA_HOOK_SECRET: HOOK_SECRET,
    },
  });

  it('shows push URLs in the embedded form and plays by room id', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    const [key, query] = streamer.push.stream_key.split('?');
    expect(key).toMatch(/^[0-9a-f]{20,}$/);
    expect(query).toMatch(/^sign=\d+-[0-9a-f]{32}$/);
    const accepted = await app.inject({
      method: 'POST',
      url: `/media/hooks/on_publish?secret=${HOOK_SECRET}`,
      payload: { app: 'live', stream: key, param: `?${query}` },
    });
    expect(accepted.statusCode).toBe(200);
    const urls = (
      await callContract(ctx.test.app, liveCalls.getLiveUrl, {
        query: { room_id: streamer.roomId },
      })
    ).data;
    expect(urls.flv).toBe(`https://ingest.example.com/live/${streamer.roomId}.flv`);
  });
});
