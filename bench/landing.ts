/**
 * First load of the landing page as a visitor on a slow phone network (issue 15): the real Chromium
 * (/usr/bin/chromium through playwright-core) against the built app served by the real server, with
 * CDP network throttling of Chrome DevTools' "Slow 4G" kind: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, empty cache. Prints the JavaScript bytes on the wire and the largest contentful paint.
 *   BENCH_ONLY=landing make bench      BENCH_LANDING_RUNS to change the number of cold loads (default 3).
 * Needs the built app (make build; `make bench` builds it first).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { chromium, type Browser } from 'playwright-core';
import { parseConfig } from '../backend/src/config.ts';
import { resolveConfig, startServer } from '../backend/src/server.ts';
import { freePort } from '../tests/support/free-port.ts';
import type { BenchContext } from './lib/context.ts';
import { percentile, type Table } from './lib/stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_DIR = path.join(root, 'frontend/dist');
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 3);
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const TARGET_JS_KB = 120;
const TARGET_LCP_MS = 2500;

export type LoadFigures = {
  jsBodyBytes: number;
  jsBytes: number;
  allBytes: number;
  jsFiles: number;
  encodings: string[];
  lcpMs: number;
  loadMs: number;
};

/** One cold load of `url`: bytes on the wire by resource type (CDP), and the LCP the page itself reports. */
export async function coldLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: number };
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  const types = new Map<string, string>();
  const encodings = new Set<string>();
  let jsBytes = 0;
  const bodyBytes = new Map<string, number>();
  let allBytes = 0;
  let jsFiles = 0;
  cdp.on('Network.responseReceived', (e) => {
    types.set(e.requestId, e.type);
    if (e.type === 'Script')
      encodings.add(String(e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? 'none'));
  });
  cdp.on('Network.dataReceived', (e) => {
    bodyBytes.set(e.requestId, (bodyBytes.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    allBytes += e.encodedDataLength;
    if (types.get(e.requestId) === 'Script') {
      jsBytes += e.encodedDataLength;
      jsFiles++;
    }
  });
  const started = performance.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  const loadMs = performance.now() - started;
  // Let late chunks land and the last LCP candidate be reported.
  await page.waitForLoadState('networkidle');
  const lcpMs = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  const jsBodyBytes = [...bodyBytes].filter(([id]) => types.get(id) === 'Script').reduce((sum, [, n]) => sum + n, 0);
  return { jsBodyBytes, jsBytes, allBytes, jsFiles, encodings: [...encodings], lcpMs, loadMs };
}

export async function benchLanding(ctx: BenchContext): Promise<Table> {
  if (!existsSync(path.join(STATIC_DIR, 'index.html'))) throw new Error('The landing bench needs the built app: run make build first');
  const port = await freePort();
  const server = await startServer(
    resolveConfig({
      ...parseConfig({ LOG_LEVEL: 'silent' }),
      PORT: port,
      DATABASE_URL: ctx.databaseUrl,
      REDIS_URL: ctx.redisUrl,
      QUEUE_PREFIX: `${ctx.queuePrefix}-landing`,
      PUBLIC_URL: `http://localhost:${port}`,
    }),
    { staticDir: STATIC_DIR, logger: pino({ level: 'silent' }) },
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  try {
    await coldLoad(browser, `${server.url}/`); // warm the server and the OS file cache
    const runs: LoadFigures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, `${server.url}/`));
    const median = (pick: (r: LoadFigures) => number) => percentile(runs.map(pick), 50);
    const jsKb = median((r) => r.jsBodyBytes) / 1024;
    const lcp = median((r) => r.lcpMs);
    ctx.log(`landing: ${runs.map((r) => `${Math.round(r.jsBodyBytes / 1024)} KB JS, LCP ${Math.round(r.lcpMs)} ms`).join('; ')}`);
    return {
      title: `Landing page first load, cold cache, 375 px, throttled 150 ms RTT / 1.6 Mbit/s (median of ${RUNS})`,
      headers: ['measure', 'value', 'target', 'ok'],
      rows: [
        ['JavaScript transferred, compressed bodies (KB)', jsKb.toFixed(1), `<= ${TARGET_JS_KB}`, jsKb <= TARGET_JS_KB ? 'ok' : 'OVER'],
        ['JavaScript on the wire with HTTP headers (KB)', (median((r) => r.jsBytes) / 1024).toFixed(1), '', ''],
        ['JavaScript files', median((r) => r.jsFiles), '', ''],
        ['all bytes transferred (KB)', (median((r) => r.allBytes) / 1024).toFixed(1), '', ''],
        ['largest contentful paint (ms)', Math.round(lcp), `< ${TARGET_LCP_MS}`, lcp < TARGET_LCP_MS ? 'ok' : 'SLOW'],
        ['h1 visible after (ms)', Math.round(median((r) => r.loadMs)), '', ''],
      ],
      notes: [
        `Chromium ${browser.version()}; script encodings seen: ${[...new Set(runs.flatMap((r) => r.encodings))].join(', ')}. Compressed bodies: CDP dataReceived; on the wire: loadingFinished encodedDataLength (HTTP headers included).`,
      ],
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
