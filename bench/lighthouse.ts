/**
 * Web vitals benchmark (issue 22): Lighthouse's mobile performance audit (its default: a mid-range
 * phone on slow 4G, simulated) of /main, /football and the demo streamer's live room, on the
 * compiled server with the embedded defaults and demo data, driving Debian's Chromium. Prints
 * and hands over the performance score, LCP and CLS of each. Goals: score ≥ 95, LCP ≤ 2.5 s,
 * CLS ≤ 0.1. Needs `npm run build` first (the compiled server serves the built site).
 * BENCH_LIGHTHOUSE_REPORTS=<folder> keeps each page's full report (JSON) to see what to mend;
 * BENCH_PAGES=/main,/football narrows the run.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../e2e/playwright.config';
import { call, demoStreamerToken } from './demo-api';
import { recordFigures, type Figure } from './results';
import { startServerProcess, stopServerProcess } from './server-process';

const PORT = Number(process.env.BENCH_PORT ?? 3296);
const BASE = `http://127.0.0.1:${PORT}`;

interface Vitals {
  score: number;
  lcpMs: number;
  cls: number;
}

async function audit(url: string, chromePort: number): Promise<Vitals> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (reports) {
    await mkdir(reports, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '') || 'root';
    await writeFile(path.join(reports, `${name}.json`), JSON.stringify(lhr, null, 1));
  }
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tifo-bench-lighthouse-'));
const server = await startServerProcess({
  port: PORT,
  dataDir,
  compiled: true,
  timeoutMs: 120_000,
  env: { MEDIA_RTMP_PORT: String(PORT + 1) },
  ready: async () => (await fetch(`${BASE}/api/health`)).ok,
});
const chrome = await chromeLauncher.launch({
  chromePath: chromiumLaunchOptions.executablePath,
  chromeFlags: chromiumLaunchOptions.args,
});
try {
  const token = await demoStreamerToken(BASE, dataDir);
  const mine = await call<{ room: { room_id: number } }>(BASE, '/api/Live/getMyRoom', {
    headers: { token },
  });
  const pages = (process.env.BENCH_PAGES ?? '/main,/football,/live')
    .split(',')
    .map((page) => (page === '/live' ? `/live?id=${mine.room.room_id}` : page));
  const figures: Figure[] = [];
  for (const page of pages) {
    // The first visit warms the server's caches, as a site in use has them.
    await audit(`${BASE}${page}`, chrome.port);
    const vitals = await audit(`${BASE}${page}`, chrome.port);
    console.log(
      `lighthouse ${page}: performance ${vitals.score}, LCP ${vitals.lcpMs} ms, CLS ${vitals.cls}`,
    );
    const name = page.startsWith('/live') ? '/live (demo room)' : page;
    figures.push(
      {
        bench: 'lighthouse',
        name: `${name} mobile performance score`,
        value: vitals.score,
        unit: '',
        goal: { op: '≥', value: 95 },
      },
      {
        bench: 'lighthouse',
        name: `${name} largest contentful paint`,
        value: vitals.lcpMs,
        unit: 'ms',
        goal: { op: '≤', value: 2_500 },
      },
      {
        bench: 'lighthouse',
        name: `${name} cumulative layout shift`,
        value: vitals.cls,
        unit: '',
        goal: { op: '≤', value: 0.1 },
      },
    );
  }
  recordFigures(figures);
} finally {
  chrome.kill();
  await stopServerProcess(server.child);
  await rm(dataDir, { recursive: true, force: true });
}
