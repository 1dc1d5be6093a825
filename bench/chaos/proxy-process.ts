/** The balancer in a process of its own, as it would be on its own machine. */
import { TcpProxy } from './tcp-proxy';
import type { ProxyCommand, ProxyReply } from './worker-protocol';

const reply = (message: ProxyReply) => process.send?.(message);
const backends = (process.env.CHAOS_BACKENDS ?? '').split(',').map(Number);
const proxy = new TcpProxy(() => backends);
reply({ event: 'ready', port: await proxy.listen() });
process.on('message', (command: ProxyCommand) => {
  if (command.cmd === 'dropAll') reply({ event: 'dropped', count: proxy.dropAll() });
  else void proxy.close().then(() => process.exit(0));
});
