/**
 * `make replay PROJECTION=name` (or `all`): rebuilds the read model from the event store into
 * scratch tables, compares them row by row with the serving generation, reports rows missing,
 * extra or different, drops the scratch tables, and exits 1 when anything differs.
 */
import { findProjection, projections, replayAndCompare, type AnyProjection, type ReplayReport } from '@tradeguild/projections';
import { ConfigError, parseConfig } from '../backend/src/config.ts';
import { migrate } from '../backend/src/db/migrate.ts';
import { createPool } from '../backend/src/db/pool.ts';
import { createEventStore } from '../backend/src/eventstore/index.ts';
import { cliDatabase } from './lib/cli-database.ts';

const say = (m: string) => console.log(`[replay] ${m}`);

function chosen(name: string | undefined): AnyProjection[] {
  if (name === 'all') return projections;
  const one = name ? findProjection(name) : undefined;
  if (one) return [one];
  console.error(`Unknown projection "${name ?? ''}". Known projections: all, ${projections.map((p) => p.name).join(', ')}`);
  process.exit(2);
}

function print(r: ReplayReport) {
  say(`${r.projection} (generation ${r.generation}): ${r.eventsReplayed} events replayed - ${r.ok ? 'identical' : 'DIFFERENT'}`);
  for (const t of r.tables) {
    say(`  ${t.table}: ${t.missing} missing, ${t.extra} extra, ${t.different} different`);
    for (const e of t.examples) {
      say(
        `    ${e.kind} ${JSON.stringify(e.key)}\n      serving:  ${JSON.stringify(e.serving)}\n      replayed: ${JSON.stringify(e.replayed)}`,
      );
    }
  }
}

async function main() {
  const targets = chosen(process.argv[2]);
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const postgres = await cliDatabase(say);
  const pool = createPool(postgres.url, 4);
  const store = createEventStore(config, pool);
  let ok = true;
  try {
    await migrate(pool);
    for (const projection of targets) {
      const report = await replayAndCompare(pool, store, projection);
      print(report);
      ok &&= report.ok;
    }
  } finally {
    await store.close();
    await pool.end();
    await postgres.stop();
  }
  say(ok ? 'Every read model matches its replay.' : 'Differences found (see above).');
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
