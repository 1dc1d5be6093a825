import { createServer } from 'node:net';
import { ConfigError, type Config } from '../platform/config/config';

/**
 * Stops start-up with a configuration error (exit 78) when the embedded media server's RTMP
 * port cannot be had: a second Tifo, another RTMP server, a port below 1024. Otherwise the
 * listen fails only once the database is up, as a bare EADDRINUSE stack. The probe frees the
 * port at once; the media server takes it a moment later.
 */
export async function checkRtmpPortFree(config: Pick<Config, 'host' | 'media'>): Promise<void> {
  const { server, rtmpPort } = config.media;
  if (server !== 'embedded' || rtmpPort === 0) return;
  const problem = await new Promise<string | null>((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(problemOf(error, rtmpPort)));
    probe.listen(rtmpPort, config.host, () => probe.close(() => resolve(null)));
  });
  if (problem) throw new ConfigError([problem]);
}

const WAY_OUT =
  'set MEDIA_RTMP_PORT to a free port, or MEDIA_SERVER=off to run without live streams';

/** Errors other than these (say HOST is no address here) surface from the real listen. */
function problemOf(error: NodeJS.ErrnoException, port: number): string | null {
  if (error.code === 'EADDRINUSE') {
    return `MEDIA_RTMP_PORT: port ${port} is already in use (another Tifo or RTMP server?); ${WAY_OUT}`;
  }
  if (error.code === 'EACCES') {
    return `MEDIA_RTMP_PORT: port ${port} needs privileges this process does not have; ${WAY_OUT}`;
  }
  return null;
}
