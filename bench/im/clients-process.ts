/**
 * Chat benchmark, client side: many room members in one process (chat-service logins or bare
 * relay sockets) noting when each message lands, and optionally the senders, which send at a
 * steady rate in turn.
 */
import WebSocket from 'ws';
import { rawToText } from '../../apps/server/src/realtime/raw-data';
import {
  SENT_AT,
  benchText,
  preciseNow,
  type ClientsCommand,
  type ClientsReply,
  type Credentials,
} from './protocol';

const reply = (message: ClientsReply) => process.send?.(message);
let listeners: WebSocket[] = [];
let senders: WebSocket[] = [];
let mode: 'im' | 'relay' = 'im';
let roomId = 0;
const latencies: number[] = [];
let firstAt = 0;
let lastAt = 0;
let refused = 0;

function record(data: WebSocket.RawData): void {
  const at = preciseNow();
  const text = rawToText(data);
  if (mode === 'im' && text.includes('"type":"reply"')) {
    if (text.includes('"code":1')) refused += 1;
    return;
  }
  const match = SENT_AT.exec(text);
  if (!match) return;
  latencies.push(at - Number(match[1]));
  firstAt ||= at;
  lastAt = at;
}

/** Opens a socket; in `im` mode logs in and joins the room, resolving once joined. */
function open(url: string, credentials: Credentials | null): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.once('open', () => {
      if (mode === 'relay' || !credentials) {
        socket.on('message', record);
        return resolve(socket);
      }
      socket.send(JSON.stringify({ type: 'login', seq: 1, ...credentials }));
      socket.send(JSON.stringify({ type: 'joinRoom', seq: 2, room_id: roomId }));
      const onJoin = (data: WebSocket.RawData) => {
        const text = rawToText(data);
        if (!text.includes('"seq":2')) return;
        socket.off('message', onJoin);
        if (!text.includes('"code":0')) return reject(new Error(`join refused: ${text}`));
        socket.on('message', record);
        resolve(socket);
      };
      socket.on('message', onJoin);
    });
  });
}

async function connectAll(
  url: string,
  people: Credentials[],
  needsCredentials: boolean,
): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let offset = 0; offset < people.length; offset += 200) {
    const batch = people.slice(offset, offset + 200);
    sockets.push(...(await Promise.all(batch.map((p) => open(url, needsCredentials ? p : null)))));
  }
  return sockets;
}

/** Runs so far: each run's client ids are new, and its figures its own. */
let runs = 0;

async function run(ratePerSecond: number, seconds: number): Promise<void> {
  runs += 1;
  latencies.length = 0;
  firstAt = 0;
  lastAt = 0;
  refused = 0;
  const total = senders.length > 0 ? Math.round(ratePerSecond * seconds) : 0;
  const started = preciseNow();
  for (let n = 0; n < total; n += 1) {
    // Steady pacing against the clock, so a slow tick does not make a burst.
    const due = started + (n * 1000) / ratePerSecond;
    const wait = due - preciseNow();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const socket = senders[n % senders.length];
    if (!socket) break;
    const text = benchText(n);
    socket.send(
      mode === 'im'
        ? JSON.stringify({
            type: 'sendRoom',
            seq: 1000 + n,
            room_id: roomId,
            client_id: `bench-${process.pid}-${runs}-${n}`,
            payload: { kind: 'text', text },
          })
        : JSON.stringify({ type: 'roomMessage', data: { payload: { kind: 'text', text } } }),
    );
  }
  // Listen for the whole run (processes without senders), then let the last messages land.
  const left = started + seconds * 1000 - preciseNow();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, left) + 2_000));
  reply({ event: 'done', latencies: [...latencies], sent: total, refused, firstAt, lastAt });
}

process.on('message', (command: ClientsCommand) => {
  void (async () => {
    if (command.cmd === 'connect') {
      mode = command.mode;
      roomId = command.roomId;
      const started = performance.now();
      listeners = await connectAll(command.url, command.listeners, true);
      senders = await connectAll(command.url, command.senders, true);
      reply({
        event: 'connected',
        count: listeners.length + senders.length,
        ms: Math.round(performance.now() - started),
      });
    } else if (command.cmd === 'run') {
      await run(command.ratePerSecond, command.seconds);
    } else {
      for (const socket of [...listeners, ...senders]) socket.terminate();
      listeners = [];
      senders = [];
      reply({ event: 'closed' });
    }
  })();
});
