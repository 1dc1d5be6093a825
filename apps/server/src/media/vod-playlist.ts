/** One segment of an HLS media playlist: its address (as written) and length. */
export interface PlaylistSegment {
  uri: string;
  seconds: number;
}

/** The segments of an HLS media playlist, in order (tags other than #EXTINF are dropped). */
export function parseMediaPlaylist(text: string): PlaylistSegment[] {
  const segments: PlaylistSegment[] = [];
  let pending: number | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXTINF:')) {
      const seconds = Number.parseFloat(line.slice('#EXTINF:'.length));
      pending = Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
    } else if (line !== '' && !line.startsWith('#') && pending !== null) {
      segments.push({ uri: line, seconds: pending });
      pending = null;
    }
  }
  return segments;
}

/**
 * A finished (VOD) playlist over runs of segments; a discontinuity between runs tells the
 * player the timestamps restart (the streamer's encoder reconnected).
 */
export function vodPlaylist(runs: PlaylistSegment[][]): string {
  const filled = runs.filter((run) => run.length > 0);
  const longest = Math.max(1, ...filled.flat().map((segment) => segment.seconds));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  filled.forEach((run, index) => {
    if (index > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const segment of run) lines.push(`#EXTINF:${segment.seconds.toFixed(6)},`, segment.uri);
  });
  lines.push('#EXT-X-ENDLIST', '');
  return lines.join('\n');
}

/** Total length of segments, in seconds. */
export function playlistSeconds(segments: readonly PlaylistSegment[]): number {
  return segments.reduce((sum, segment) => sum + segment.seconds, 0);
}
