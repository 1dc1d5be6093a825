import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import RtmpSession from 'node-media-server/src/session/rtmp_session.js';
import { describe, expect, it, vi } from 'vitest';
import { isLoopbackAddress, refusePlayFromOutside } from './embedded-media-server';

/** Enough of a TCP socket for node-media-server's RTMP session to be built and run. */
function socketFrom(remoteAddress: string) {
  const socket = Object.assign(new EventEmitter(), {
    remoteAddress,
    remotePort: 50_000,
    destroyed: false,
    destroy() {
      socket.destroyed = true;
      return socket;
    },
    write: () => true,
    end: () => undefined,
  });
  return socket;
}

/** The callback node-media-server's RTMP protocol calls when the client sends `play`. */
function playCallbackOf(session: RtmpSession): () => void {
  return (session as unknown as { rtmp: { onPlayCallback: () => void } }).rtmp.onPlayCallback;
}

describe('RTMP play on the embedded media server (I4)', () => {
  it('knows the addresses of this machine', () => {
    for (const address of ['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['203.0.113.5', '::ffff:10.0.0.2', '10.127.0.1', '::', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });

  it('ends a play request from outside before anything is sent', () => {
    const socket = socketFrom('203.0.113.5');
    const logger = { warn: vi.fn() };
    const session = new RtmpSession(socket as unknown as Socket);
    refusePlayFromOutside(session, socket as unknown as Socket, logger);
    session.run();
    playCallbackOf(session)();
    expect(socket.destroyed).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith(
      { address: '203.0.113.5' },
      'refused an RTMP play from outside',
    );
  });

  it('lets our own HLS writer on this machine play', () => {
    const socket = socketFrom('127.0.0.1');
    const session = new RtmpSession(socket as unknown as Socket);
    const original = session.onPlay;
    refusePlayFromOutside(session, socket as unknown as Socket, { warn: vi.fn() });
    session.run();
    expect(playCallbackOf(session)).toBe(original);
    expect(socket.destroyed).toBe(false);
  });
});
