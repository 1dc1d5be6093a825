import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/**
 * Sends frames to sockets now, but lets a socket sent several frames in one turn of the event
 * loop write them once. A push to a room of thousands is one frame per socket, and several
 * pushes in one turn (a burst of gifts read from Redis in one chunk) were one `writev` system
 * call each: on a busy instance those calls were half its CPU (issue 27, the reconnect storm with
 * gifts flowing). A socket's first frame in a turn goes straight out, so a single push (a goal
 * to every page) is not held back; its second corks the socket, and the rest of the turn's
 * frames leave together when it is uncorked on `setImmediate`, after the turn's I/O callbacks.
 * Frames stay in order with everything else on the socket (a close frame included): only the
 * system call waits.
 */
export class TurnCork {
  /** The turn each socket last sent in (turns are counted by the flushes). */
  private readonly sentIn = new WeakMap<Socket, number>();
  private turn = 0;
  private readonly corked: Socket[] = [];
  private flushing: NodeJS.Immediate | null = null;

  /** Sends a text frame (a string, or UTF-8 bytes encoded once for many sockets). */
  sendText(socket: WebSocket, text: string | Buffer): void {
    if (socket.readyState !== socket.OPEN) return;
    this.noteSend(socket);
    if (typeof text === 'string') socket.send(text);
    else socket.send(text, { binary: false });
  }

  /** Ends the turn: uncorks every socket corked in it (setImmediate calls it; so may a test). */
  flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = null;
    this.turn += 1;
    const sockets = this.corked.splice(0);
    for (const socket of sockets) socket.uncork();
  }

  private noteSend(socket: WebSocket): void {
    const tcp = tcpSocketOf(socket);
    if (!tcp || tcp.destroyed) return;
    const last = this.sentIn.get(tcp);
    if (last !== this.turn) {
      this.sentIn.set(tcp, this.turn);
    } else if (tcp.writableCorked === 0) {
      tcp.cork();
      this.corked.push(tcp);
    }
    this.flushing ??= setImmediate(() => this.flush());
  }
}

/**
 * The TCP socket under a `ws` WebSocket: `ws` keeps it as `_socket`, outside its typings. A
 * socket without one (a test double) is sent to directly.
 */
function tcpSocketOf(socket: WebSocket): Socket | null {
  const tcp = (socket as unknown as { _socket?: Partial<Socket> })._socket;
  return tcp && typeof tcp.cork === 'function' && typeof tcp.uncork === 'function'
    ? (tcp as Socket)
    : null;
}
