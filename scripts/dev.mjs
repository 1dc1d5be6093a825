// `npm run dev`: the server with --watch on :3000 and Vite's dev server (hot reload) on :5173,
// which proxies to the server what it serves (/api, /ws, /im, /live/…, /uploads, /avatars,
// /payments; apps/web/vite.config.ts). Other ports: `PORT=3300 npm run dev -- --port 5200`
// (PORT for the server, the rest goes to Vite).
import { spawn } from 'node:child_process';

const webEnv = {
  ...process.env,
  TIFO_API_URL: process.env.TIFO_API_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`,
};
const children = [
  spawn('node', ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@tifo/web', '--', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: webEnv,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
