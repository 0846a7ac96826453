/**
 * First load of the landing page as a visitor on a slow phone (issues 15 and 22): the real Chromium
 * (/usr/bin/chromium through playwright-core) against the built app served by the real server. The
 * issue's method: a 390x844 window, CDP `Network.emulateNetworkConditions` of Chrome DevTools' "Slow
 * 4G" kind (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), `Emulation.setCPUThrottlingRate` 4,
 * an empty cache, the median of 5 cold loads. Prints the JavaScript bytes on the wire (brotli bodies),
 * the largest contentful paint (median, min, max) and the element it was, and the layout shift.
 *   BENCH_ONLY=landing npx tsx bench/run.ts      BENCH_LANDING_RUNS to change the number of cold loads (default 5),
 *   BENCH_LANDING_DIST to measure another build (default frontend/dist).
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
import { check, percentile, type Table } from './lib/stats.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_LANDING_DIST: another build to measure (an older commit's frontend/dist, for an interleaved A/B). */
const STATIC_DIR = path.resolve(process.env.BENCH_LANDING_DIST ?? path.join(root, 'frontend/dist'));
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 5);
export const SLOW_4G = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
export const PHONE = { width: 390, height: 844 };
const TARGET_JS_KB = 100;
const TARGET_LCP_MS = 1200;

export type LoadFigures = {
  jsBodyBytes: number;
  jsBytes: number;
  allBytes: number;
  jsFiles: number;
  encodings: string[];
  lcpMs: number;
  /** The LCP element, e.g. `img[src=/images/hero-renovation.svg]` or `h1#hero-title`. */
  lcpElement: string;
  /** Cumulative layout shift (sum of shifts without recent input), up to network idle. */
  cls: number;
  /** First contentful paint. */
  fcpMs: number;
  loadMs: number;
};

type PageFigures = { lcp: number; lcpElement: string; cls: number; fcp: number };

/**
 * Runs in the page before its own scripts: the LCP candidates (the last one wins), layout shifts and
 * the first contentful paint. A string, not a function: tsx would wrap the function's inner helpers in
 * a `__name` call the page does not have.
 */
const OBSERVERS = `
  window.__bench = { lcp: NaN, lcpElement: '(none)', cls: 0, fcp: NaN };
  const describe = (el) => {
    if (!el) return '(removed)';
    const src = el.getAttribute('src');
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (src ? '[src=' + src + ']' : '');
  };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { window.__bench.lcp = e.startTime; window.__bench.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
`;

/** One cold load of `url`: bytes on the wire by resource type (CDP), and the LCP the page itself reports. */
export async function coldLoad(browser: Browser, url: string): Promise<LoadFigures> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
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
  const figures = await page.evaluate(() => (window as unknown as { __bench: PageFigures }).__bench);
  await context.close();
  const jsBodyBytes = [...bodyBytes].filter(([id]) => types.get(id) === 'Script').reduce((sum, [, n]) => sum + n, 0);
  return {
    jsBodyBytes,
    jsBytes,
    allBytes,
    jsFiles,
    encodings: [...encodings],
    lcpMs: figures.lcp,
    lcpElement: figures.lcpElement,
    cls: figures.cls,
    fcpMs: figures.fcp,
    loadMs,
  };
}

/** Its own fresh database: its server runs the projections, which would turn the shared database's tables into views. */
export async function benchLanding(ctx: BenchContext): Promise<Table> {
  const name = `tg_bench_landing_${process.pid}`;
  await ctx.pool.query(`CREATE DATABASE ${name}`);
  try {
    return await landingOn({ ...ctx, databaseUrl: Object.assign(new URL(ctx.databaseUrl), { pathname: `/${name}` }).toString() });
  } finally {
    await ctx.pool.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

async function landingOn(ctx: BenchContext): Promise<Table> {
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
    const lcps = runs.map((r) => r.lcpMs);
    const jsKb = median((r) => r.jsBodyBytes) / 1024;
    const lcp = median((r) => r.lcpMs);
    const elements = [...new Set(runs.map((r) => r.lcpElement))];
    ctx.log(
      `landing: ${runs.map((r) => `${(r.jsBodyBytes / 1024).toFixed(1)} KB JS, LCP ${Math.round(r.lcpMs)} ms (${r.lcpElement}), CLS ${r.cls.toFixed(3)}`).join('; ')}`,
    );
    return {
      title: `Landing page first load, cold cache, ${PHONE.width}x${PHONE.height}, Slow 4G (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up), CPU ${CPU_SLOWDOWN}x slower (median of ${RUNS})`,
      headers: ['measure', 'value'],
      rows: [
        ['JavaScript transferred, brotli bodies (KB)', jsKb.toFixed(1)],
        ['JavaScript on the wire with HTTP headers (KB)', (median((r) => r.jsBytes) / 1024).toFixed(1)],
        ['JavaScript files', median((r) => r.jsFiles)],
        ['all bytes transferred (KB)', (median((r) => r.allBytes) / 1024).toFixed(1)],
        ['first contentful paint (ms)', Math.round(median((r) => r.fcpMs))],
        ['largest contentful paint, median (ms)', Math.round(lcp)],
        ['largest contentful paint, min / max (ms)', `${Math.round(Math.min(...lcps))} / ${Math.round(Math.max(...lcps))}`],
        ['LCP element', elements.join(', ')],
        ['cumulative layout shift, max', Math.max(...runs.map((r) => r.cls)).toFixed(3)],
        ['h1 visible after (ms, from the bench)', Math.round(median((r) => r.loadMs))],
      ],
      notes: [
        `Chromium ${browser.version()}; script encodings seen: ${[...new Set(runs.flatMap((r) => r.encodings))].join(', ')}. Brotli bodies: CDP dataReceived; on the wire: loadingFinished encodedDataLength (HTTP headers included).`,
        `LCP per load: ${lcps.map((v) => Math.round(v)).join(', ')} ms.`,
      ],
      checks: [
        check('landing JavaScript, brotli', jsKb, '<=', TARGET_JS_KB, ' KB'),
        check('landing LCP, median of ' + RUNS, lcp, '<=', TARGET_LCP_MS, ' ms', 0),
      ],
      ratios: { 'landing.js.headroom': TARGET_JS_KB / jsKb, 'landing.lcp.headroom': TARGET_LCP_MS / lcp },
    };
  } finally {
    await browser.close();
    await server.close();
  }
}
