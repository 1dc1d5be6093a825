import { spawn, type ChildProcess } from 'node:child_process';

/** Plays a broadcaster: ffmpeg pushes a 320×180 test pattern with a tone, in real time. */
export function publishTestPattern(url: string, options: { seconds?: number } = {}): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine'],
      ...(options.seconds ? ['-t', String(options.seconds)] : []),
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

/**
 * A broadcaster at a steady bitrate: the same pattern, constant-rate H.264 (filler keeps it at
 * `videoKbps` however simple the picture), one keyframe a second.
 */
export function publishAtBitrate(url: string, videoKbps: number): ChildProcess {
  const rate = `${videoKbps}k`;
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '25'],
      ...['-b:v', rate, '-minrate', rate, '-maxrate', rate, '-bufsize', rate],
      ...['-x264-params', 'nal-hrd=cbr:force-cfr=1'],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** The embedded ingest on a free port, with HLS and a short reconnect grace (streaming tests). */
export const EMBEDDED_MEDIA_ENV: NodeJS.ProcessEnv = {
  MEDIA_SERVER: 'embedded',
  MEDIA_RTMP_PORT: '0',
  MEDIA_RECONNECT_GRACE_MS: '300',
  MEDIA_HLS: 'true',
};
