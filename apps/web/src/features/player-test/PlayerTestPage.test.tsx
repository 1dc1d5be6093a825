import { describe, expect, it } from 'vitest';
import { sourcesFor } from './PlayerTestPage';

describe('player test sources', () => {
  it('goes by the extension in auto mode and by the choice otherwise', () => {
    expect(sourcesFor('/live/12.flv?sign=1', 'auto')).toEqual({
      flv: '/live/12.flv?sign=1',
      hls: null,
    });
    expect(sourcesFor('https://cdn.example/a/index.M3U8', 'auto')).toEqual({
      flv: null,
      hls: 'https://cdn.example/a/index.M3U8',
    });
    expect(sourcesFor('/stream', 'auto')).toEqual({ flv: '/stream', hls: '/stream' });
    expect(sourcesFor('/live/12.flv', 'hls')).toEqual({ flv: null, hls: '/live/12.flv' });
    expect(sourcesFor('/live/12/index.m3u8', 'flv')).toEqual({
      flv: '/live/12/index.m3u8',
      hls: null,
    });
  });
});
