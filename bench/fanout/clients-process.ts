/** Fan-out benchmark, client side: many sockets in one process that note when a message lands. */
import WebSocket from 'ws';
import { rawToText } from '../../apps/server/src/realtime/raw-data';
import { preciseNow, type ClientsCommand, type ClientsReply } from './protocol';

const reply = (message: ClientsReply) => process.send?.(message);
let sockets: WebSocket[] = [];

async function connectAll(url: string, count: number): Promise<void> {
  const started = performance.now();
  const batch = 500;
  for (let offset = 0; offset < count; offset += batch) {
    const opening = Array.from({ length: Math.min(batch, count - offset) }, () => {
      const socket = new WebSocket(url);
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('open', () => resolve());
        socket.once('error', reject);
      });
    });
    await Promise.all(opening);
  }
  reply({ event: 'connected', count: sockets.length, ms: Math.round(performance.now() - started) });
}

function arm(match: string): void {
  const times = new Array<number>(sockets.length).fill(0);
  let received = 0;
  let sample = '';
  const finish = () => {
    clearTimeout(timeout);
    reply({
      event: 'received',
      times: times.filter((t) => t > 0),
      sample,
      missing: sockets.length - received,
    });
  };
  const timeout = setTimeout(finish, 20_000);
  sockets.forEach((socket, index) => {
    const onMessage = (data: WebSocket.RawData) => {
      const at = preciseNow();
      const text = rawToText(data);
      if (!text.includes(match)) return;
      socket.off('message', onMessage);
      times[index] = at;
      sample ||= text;
      received += 1;
      if (received === sockets.length) finish();
    };
    socket.on('message', onMessage);
  });
}

process.on('message', (command: ClientsCommand) => {
  if (command.cmd === 'connect') void connectAll(command.url, command.count);
  else if (command.cmd === 'arm') arm(command.match);
  else {
    for (const socket of sockets) socket.terminate();
    sockets = [];
    reply({ event: 'closed' });
  }
});
