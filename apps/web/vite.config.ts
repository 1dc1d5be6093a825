import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagePreloads } from './build/page-preloads';
import { precompress } from './build/precompress';
import { serviceWorker } from './build/service-worker';

const apiTarget = process.env.TIFO_API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  // Brotli and gzip copies of every text asset, served as they are by the server; each page
  // route's chunks, which the server preloads in that route's HTML; the service worker.
  plugins: [react(), tailwindcss(), pagePreloads(), serviceWorker(), precompress()],
  build: {
    // The server and the bundle-size check read the manifest to find the entry and its imports.
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      // The page's own Host goes through: the server refuses sockets whose Origin is another host.
      '/ws': { target: apiTarget, ws: true },
      // The chat socket (`/im?lang=…`), not any path that merely starts with "im".
      '^/im(?:[/?]|$)': { target: apiTarget, ws: true },
      // What the server serves outside /api: stream playback (`/live/<room>.flv`; `/live` alone
      // is our live room page), uploaded files, avatars, the payment provider's pages and webhook.
      '^/live/': { target: apiTarget },
      '/uploads/': { target: apiTarget },
      '/avatars/': { target: apiTarget },
      '/payments/': { target: apiTarget },
    },
  },
});
