import { describe, expect, it } from 'vitest';
import { parseMediaPlaylist, playlistSeconds, vodPlaylist } from './vod-playlist';

const EVENT_PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:EVENT',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXTINF:4.000000,',
  'seg00000.ts',
  '#EXTINF:4.000000,',
  'seg00001.ts',
  '#EXTINF:2.440000,',
  'seg00002.ts',
  '#EXT-X-ENDLIST',
].join('\n');

describe('HLS playlists of recordings', () => {
  it('reads the segments of an event playlist ffmpeg wrote', () => {
    const segments = parseMediaPlaylist(EVENT_PLAYLIST);
    expect(segments.map((segment) => segment.uri)).toEqual([
      'seg00000.ts',
      'seg00001.ts',
      'seg00002.ts',
    ]);
    expect(playlistSeconds(segments)).toBeCloseTo(10.44);
  });

  it('ignores a segment line without its duration and a broken duration', () => {
    const text = ['#EXTM3U', 'orphan.ts', '#EXTINF:abc,', 'bad.ts', '#EXTINF:3,', 'ok.ts'].join(
      '\r\n',
    );
    expect(parseMediaPlaylist(text)).toEqual([{ uri: 'ok.ts', seconds: 3 }]);
    expect(parseMediaPlaylist('')).toEqual([]);
  });

  it('joins runs into one VOD playlist with a discontinuity between them', () => {
    const playlist = vodPlaylist([
      [
        { uri: 'part0/seg00000.ts', seconds: 4 },
        { uri: 'part0/seg00001.ts', seconds: 4.2 },
      ],
      [],
      [{ uri: 'part2/seg00000.ts', seconds: 1.5 }],
    ]);
    expect(playlist.split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:5',
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      '#EXTINF:4.000000,',
      'part0/seg00000.ts',
      '#EXTINF:4.200000,',
      'part0/seg00001.ts',
      '#EXT-X-DISCONTINUITY',
      '#EXTINF:1.500000,',
      'part2/seg00000.ts',
      '#EXT-X-ENDLIST',
      '',
    ]);
    // What it writes, it reads back.
    expect(playlistSeconds(parseMediaPlaylist(playlist))).toBeCloseTo(9.7);
  });
});
