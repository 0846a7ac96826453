/**
 * `make bench-check`: reruns the core bench sections and names every peer ratio that fell more than
 * 15% below bench/baseline.json. A script, not a test: it is in no test tier and not in `make test`.
 *
 *   make bench-check                          run CORE_SECTIONS, compare with bench/baseline.json
 *   make bench-check ARGS=--write-baseline    run them and write bench/baseline.json (date, commit,
 *                                             load average); refused when the 1-minute load average
 *                                             is >= 1.5 unless ARGS='--write-baseline --force'
 *   make bench-check ARGS='--from run.json'   compare (or write from) a run already written by BENCH_JSON
 *
 * BENCH_BASELINE=write does what --write-baseline does. Exit: 0 every compared ratio held, 1 a ratio
 * fell (or none could be compared), 2 no baseline yet, 3 the bench run failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineFrom, compareRatios, formatComparison, mayWriteBaseline, parseBaseline, ratiosOf, TOLERANCE } from './lib/baseline.ts';
import type { Table } from './lib/stats.ts';

/** The sections whose ratios the baseline keeps (BENCH_ONLY keys); a key bench/run.ts does not know is ignored by it. */
const CORE_SECTIONS = ['append', 'read-all', 'lag', 'landing'];
/** Set for the core run unless already set in the environment: the lag section at 500 commands/s. */
const CORE_ENV: Record<string, string> = { BENCH_LAG_RATE: '500' };

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASELINE = join(ROOT, 'bench', 'baseline.json');

const args = process.argv.slice(2);
const write = args.includes('--write-baseline') || process.env.BENCH_BASELINE === 'write';
const force = args.includes('--force');
const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;

const round2 = (n: number) => Math.round(n * 100) / 100;
const git = (...a: string[]) => spawnSync('git', a, { cwd: ROOT, encoding: 'utf8' }).stdout.trim();

function noBaseline(): never {
  console.log('no baseline yet: run make bench-check ARGS=--write-baseline (on a quiet machine: 1-minute load average < 1.5)');
  process.exit(2);
}

/** Runs bench/run.ts on the core sections; returns its tables. */
function runCore(): Table[] {
  const dir = mkdtempSync(join(tmpdir(), 'tg-bench-check-'));
  const json = join(dir, 'run.json');
  const env: NodeJS.ProcessEnv = { ...CORE_ENV, ...process.env, BENCH_ONLY: CORE_SECTIONS.join(','), BENCH_JSON: json };
  console.error(
    `[bench-check] BENCH_ONLY=${env.BENCH_ONLY} ${Object.keys(CORE_ENV)
      .map((k) => `${k}=${env[k]}`)
      .join(' ')}`,
  );
  // Under tsx: the same Node with the same loader flags.
  const run = spawnSync(process.execPath, [...process.execArgv, join(ROOT, 'bench', 'run.ts')], { cwd: ROOT, env, stdio: 'inherit' });
  try {
    if (run.status !== 0 || !existsSync(json)) {
      console.log(`bench run failed (exit ${run.status ?? run.signal}): nothing compared`);
      process.exit(3);
    }
    return (JSON.parse(readFileSync(json, 'utf8')) as { tables: Table[] }).tables;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  if (write && from) {
    console.log('--write-baseline takes no --from: a baseline records the date, commit and load of a run this script starts');
    process.exit(1);
  }
  if (!write && !existsSync(BASELINE)) noBaseline();
  const load = loadavg().map(round2);
  if (write && !from) {
    const may = mayWriteBaseline(load[0]!, force);
    if (!may.ok) {
      console.log(`not writing bench/baseline.json: ${may.reason}`);
      process.exit(1);
    }
  }
  const date = new Date().toISOString();
  const tables = from ? (JSON.parse(readFileSync(from, 'utf8')) as { tables: Table[] }).tables : runCore();
  const ratios = ratiosOf(tables);

  if (write) {
    const dirty = git('status', '--porcelain', '--untracked-files=no') ? '-dirty' : '';
    const commit = `${git('rev-parse', '--short', 'HEAD')}${dirty}`;
    const forced = mayWriteBaseline(load[0]!, false).ok ? {} : { forced: true as const };
    const baseline = baselineFrom({ date, commit, load, ...forced }, ratios);
    if (!Object.keys(baseline.ratios).length) {
      console.log('not writing bench/baseline.json: the run measured no ratio');
      process.exit(1);
    }
    writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`\n## bench-check: wrote bench/baseline.json (${baseline.recorded.commit}, load ${load.join(' ')} before the run)`);
    for (const [k, v] of Object.entries(baseline.ratios)) console.log(`  ${k}  ${v}`);
    for (const [k, v] of Object.entries(ratios)) if (v === null) console.log(`  skip  ${k}  not measured, not written`);
    return;
  }

  const baseline = parseBaseline(JSON.parse(readFileSync(BASELINE, 'utf8')));
  const c = compareRatios(baseline.ratios, ratios);
  const r = baseline.recorded;
  console.log(`\n## bench-check against bench/baseline.json (${r.commit}, ${r.date}, load ${r.load.join(' ')})`);
  const run = from ? `the run in ${from}` : `this run (load ${load.join(' ')} before it)`;
  console.log(`   ${run}; a ratio fails when more than ${TOLERANCE * 100}% below its baseline`);
  console.log(formatComparison(c).join('\n'));
  if (c.failed.length) {
    console.log(`\nFELL more than ${TOLERANCE * 100}% below the baseline: ${c.failed.join(', ')}`);
    process.exit(1);
  }
  if (!c.compared) {
    console.log('\nnothing compared: no key is both in the run and in the baseline');
    process.exit(1);
  }
  console.log(`\nall ${c.compared} compared ratios within ${TOLERANCE * 100}% of the baseline`);
}

main();
