/**
 * Viewers in a process of their own: CHAOS_VIEWERS pages on CHAOS_URL, every CHAOS_ROOM_EVERY-th
 * on live room CHAOS_ROOM and the rest on score pages, re-syncing on reconnect.
 */
import { OutcomeLog, ReconnectingClient, rereadLiveScores, Viewer } from './clients';
import type { ViewersCommand, ViewersReply } from './worker-protocol';

const reply = (message: ViewersReply) => process.send?.(message);
const base = process.env.CHAOS_URL ?? '';
const count = Number(process.env.CHAOS_VIEWERS ?? 0);
const roomId = Number(process.env.CHAOS_ROOM ?? 0);
/** Every Nth page is on the live room; the others are score pages. */
const roomEvery = Math.max(1, Number(process.env.CHAOS_ROOM_EVERY ?? 1));
const log = new OutcomeLog();
let reported = 0;
const resync = () => rereadLiveScores(base);
const viewers: Viewer[] = [];
for (let index = 0; index < count; index += 1) {
  const page = index % roomEvery === 0 ? roomId : null;
  const viewer = new Viewer(`${base.replace('http', 'ws')}/ws`, log, page, resync);
  viewers.push(viewer);
  viewer.start();
  // Pages arrive over seconds, not in one instant: 250 a second from each process.
  if (index % 50 === 49) await new Promise((resolve) => setTimeout(resolve, 200));
}
process.on('message', (command: ViewersCommand) => {
  if (command.cmd === 'status') {
    const outcomes = log.entries.slice(reported);
    reported = log.entries.length;
    reply({
      event: 'status',
      ready: viewers.filter((viewer) => viewer.ready).length,
      total: viewers.length,
      outcomes,
      closes: Object.fromEntries(ReconnectingClient.tally),
    });
    return;
  }
  for (const viewer of viewers) viewer.stop();
  reply({ event: 'stopped' });
  process.exit(0);
});
