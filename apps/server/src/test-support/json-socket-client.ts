import WebSocket from 'ws';
import { rawToText } from '../realtime/raw-data';

export interface JsonSocketClient<Message> {
  socket: WebSocket;
  /** Waits for (and takes out of the inbox) the first message matching `predicate`. */
  next: (predicate?: (m: Message) => boolean, ms?: number) => Promise<Message>;
  send: (message: unknown) => void;
  closed: Promise<{ code: number; reason: string }>;
}

/** A test client for one of our JSON sockets: records what arrives, parsed by `parse`. */
export async function connectJsonSocket<Message>(
  url: string,
  parse: (json: unknown) => Message,
  headers: Record<string, string> = {},
): Promise<JsonSocketClient<Message>> {
  const socket = new WebSocket(url, { headers });
  const inbox: Message[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    inbox.push(parse(JSON.parse(rawToText(data))));
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const next = async (predicate: (m: Message) => boolean = () => true, ms = 2_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const index = inbox.findIndex(predicate);
      if (index >= 0) return inbox.splice(index, 1)[0] as Message;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no matching message');
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  return { socket, next, send: (message) => socket.send(JSON.stringify(message)), closed };
}

/** The HTTP status of a refused socket upgrade, or 101 when the socket opened (then closed). */
export function upgradeStatus(url: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url);
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once('error', () => undefined);
  });
}
