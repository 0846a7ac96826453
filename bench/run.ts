/**
 * `make bench`: creates one fresh database for the run, runs each section in turn on it (`delivery`,
 * `hardening` and `admin-feed` create their own) and prints one table per section.
 * A new section is a module exporting `(ctx: BenchContext) => Promise<Table>`, added to SECTIONS.
 *
 *   DATABASE_URL   use this PostgreSQL server (a fresh database is created on it and dropped after)
 *   BENCH_ONLY     comma-separated section keys to run, e.g. BENCH_ONLY=lag
 *   BENCH_ADMIN_FEED_RATE  commands per second of the admin-feed section (default 200)
 *   BENCH_ADMIN_FEED_SECONDS  how long the admin-feed section posts and measures (default 10)
 *   BENCH_ADMIN_FEED_WARMUP   seconds posted at the same rate before that, not measured (default 2)
 *   BENCH_ADMIN_FEED_VIA   `store`: the bench appends the admin-feed commands itself and wakes the
 *                          projections through BullMQ, so the API process only projects and pushes
 *   BENCH_API_NODE_ARGS    extra Node flags for the API process the admin-feed section starts (e.g. --cpu-prof)
 *   BENCH_SCALING_RATES / _SECONDS / _WARMUP / _SETUPS  the scaling section's steps (see scaling.ts)
 *   BENCH_PG_PORT          the embedded PostgreSQL's port (default: any free one)
 *   BENCH_JSON             also write the run's tables, checks and ratios to this file as JSON
 */
import { writeFileSync } from 'node:fs';
import { benchEventStore } from './event-store.ts';
import { benchReadAll } from './read-all.ts';
import { openBenchContext, type BenchContext } from './lib/context.ts';
import { formatChecks, formatTable, type Table } from './lib/stats.ts';
import { benchProjectionLag } from './projection-lag.ts';
import { benchDelivery } from './message-delivery.ts';
import { benchSearch } from './search.ts';
import { benchHardening } from './hardening.ts';
import { benchAudit } from './audit.ts';
import { benchForum } from './forum.ts';
import { benchAdminData, benchAdminFeed } from './admin.ts';
import { benchLanding } from './landing.ts';
import { benchJobs } from './jobs.ts';
import { benchScaling } from './scaling.ts';
import { benchMail } from './mail.ts';

const SECTIONS: { key: string; run: (ctx: BenchContext) => Promise<Table> }[] = [
  { key: 'append', run: benchEventStore },
  { key: 'read-all', run: benchReadAll },
  { key: 'lag', run: benchProjectionLag },
  // Before the sections that seed hundreds of thousands of rows, whose vacuuming goes on after them.
  { key: 'landing', run: benchLanding },
  { key: 'search', run: benchSearch },
  { key: 'delivery', run: benchDelivery },
  { key: 'hardening', run: benchHardening },
  { key: 'audit', run: benchAudit },
  { key: 'forum', run: benchForum },
  { key: 'jobs', run: benchJobs },
  { key: 'mail', run: benchMail },
  { key: 'admin-feed', run: (ctx) => benchAdminFeed(ctx) },
  // Commands/s at p99 < 200 ms, 1 process against make fleet's processes (databases of its own).
  { key: 'scaling', run: benchScaling },
  // Last: its rebuilds of the other read models turn their tables into views on the shared database.
  { key: 'admin-data', run: (ctx) => benchAdminData(ctx) },
];

const log = (m: string) => console.error(`[bench] ${m}`);

async function main() {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
  const sections = SECTIONS.filter((s) => !only || only.includes(s.key));
  const unknown = only?.filter((k) => !SECTIONS.some((s) => s.key === k)) ?? [];
  if (unknown.length) log(`BENCH_ONLY: no section ${unknown.join(', ')} (skipped)`);
  const started = performance.now();
  const { ctx, close } = await openBenchContext(log);
  const tables: Table[] = [];
  let failed = 0;
  console.log(`\nTradeGuild bench - ${ctx.environment}\n`);
  try {
    // Each table as soon as its section ends; a section that fails is named and the others still run.
    for (const section of sections) {
      try {
        const table = await section.run(ctx);
        tables.push(table);
        console.log(`${formatTable(table)}\n`);
      } catch (err) {
        failed++;
        log(`section ${section.key} failed: ${(err as Error).stack ?? String(err)}`);
        console.log(`## ${section.key}: FAILED (${(err as Error).message})\n`);
      }
    }
  } finally {
    await close();
  }
  const checks = tables.flatMap((t) => t.checks ?? []);
  if (checks.length) console.log(['## Targets', ...formatChecks(checks), ''].join('\n'));
  console.log(`(${((performance.now() - started) / 1000).toFixed(0)} s in all)`);
  // BENCH_JSON=file: the run's tables, checks and ratios as JSON (what bench-check reads).
  if (process.env.BENCH_JSON) {
    writeFileSync(process.env.BENCH_JSON, JSON.stringify({ environment: ctx.environment, tables }, null, 2));
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
