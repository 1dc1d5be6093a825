import { describe, expect, it } from 'vitest';
import { registerStreamer } from '../test-support/live';
import { databaseKinds } from '../test-support/targets';
import { useAppForFile } from '../test-support/test-app';
import { callerFrom } from '../test-support/accounts';

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

  it('accepts a signed push of a known key, refuses the rest, and ends on unpublish', async () => {
    const { app } = ctx.test;
    const streamer = await registerStreamer(app, ctx.database.db);
    expect(streamer.push.server).toBe('rtmp://ingest.example.com/live');
    const [key, query] = streamer.push.stream_key.split('?');
    const hook = (path: string, body: unknown, secret = HOOK_SECRET) =>
      app.inject({
        method: 'POST',
        url: `/media/hooks/${path}?secret=${secret}`,
        payload: body as object,
      });

    // SRS sends JSON with the query in `param`.
    expect(
      (await hook('on_publish', { app: 'live', stream: key, param: `?${query}` }, 'wrong'))
        .statusCode,
    ).toBe(403);
    expect(
      (await hook('on_publish', { app: 'live', stream: key, param: '?sign=1-abc' })).statusCode,
    ).toBe(403);
    expect(
      (await hook('on_publish', { app: 'live', stream: 'f'.repeat(40), param: `?${query}` }))
        .statusCode,
    ).toBe(403);
    const accepted = await hook('on_publish', { app: 'live', stream: key, param: `?${query}` });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ code: 0 });

    const urls = (
      await callerFrom(app).get(`/api/Live/getLiveUrl?room_id=${streamer.roomId}`)
    ).json<{
      data: { streaming: boolean; flv: string };
    }>().data;
    expect(urls).toMatchObject({ streaming: true, flv: `https://cdn.example.com/live/${key}.flv` });

    // nginx-rtmp sends form fields.
    const ended = await app.inject({
      method: 'POST',
      url: `/media/hooks/on_unpublish?secret=${HOOK_SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `app=live&name=${key}`,
    });
    expect(ended.statusCode).toBe(200);
    const after = (
      await callerFrom(app).get(`/api/Live/getLiveUrl?room_id=${streamer.roomId}`)
    ).json<{
      data: { live_status: string; streaming: boolean };
    }>().data;
    expect(after).toMatchObject({ live_status: 'ended', streaming: false });
  });
});
