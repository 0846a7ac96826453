/**
 * `make bench-check`'s pure part: the ratios of a run (peer ratios, higher is better) against
 * bench/baseline.json, and what a baseline file holds.
 */
import type { Table } from './stats.ts';

/** A ratio fails when it is more than this fraction below its baseline. */
export const TOLERANCE = 0.15;

/** Writing a baseline needs a quiet machine: the 1-minute load average before the run below this. */
export const MAX_LOAD_TO_WRITE = 1.5;

export interface Baseline {
  recorded: {
    /** ISO time the run started. */
    date: string;
    /** `git rev-parse --short HEAD`, with `-dirty` when the work tree had changes. */
    commit: string;
    /** os.loadavg() (1, 5, 15 min) just before the run started. */
    load: number[];
    /** Written with --force at a 1-minute load average of 1.5 or more. */
    forced?: true;
  };
  ratios: Record<string, number>;
}

export type Verdict =
  | { key: string; status: 'ok' | 'fell'; baseline: number; current: number; change: number }
  | { key: string; status: 'not-measured'; baseline: number; current: null }
  | { key: string; status: 'missing-in-run'; baseline: number }
  | { key: string; status: 'missing-in-baseline'; current: number | null };

export interface Comparison {
  verdicts: Verdict[];
  /** Keys whose ratio fell more than the tolerance below the baseline, or that the run did not measure. */
  failed: string[];
  /** How many keys were compared (in both, a number in both). */
  compared: number;
}

/** The run's ratios from its tables (BENCH_JSON turns NaN into null: kept as null, a failed figure). */
export function ratiosOf(tables: Pick<Table, 'ratios'>[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const t of tables)
    for (const [k, v] of Object.entries(t.ratios ?? {})) out[k] = typeof v === 'number' && Number.isFinite(v) ? v : null;
  return out;
}

export function compareRatios(baseline: Record<string, number>, current: Record<string, number | null>, tolerance = TOLERANCE): Comparison {
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  const verdicts: Verdict[] = keys.map((key): Verdict => {
    const base = baseline[key];
    const now = current[key];
    if (base === undefined) return { key, status: 'missing-in-baseline', current: now ?? null };
    if (!(key in current)) return { key, status: 'missing-in-run', baseline: base };
    if (now === null || now === undefined) return { key, status: 'not-measured', baseline: base, current: null };
    const change = now / base - 1;
    // Compared as a floor (not as `change`), so that exactly 15% below holds despite rounding.
    return { key, status: now < base * (1 - tolerance) ? 'fell' : 'ok', baseline: base, current: now, change };
  });
  return {
    verdicts,
    failed: verdicts.filter((v) => v.status === 'fell' || v.status === 'not-measured').map((v) => v.key),
    compared: verdicts.filter((v) => v.status === 'ok' || v.status === 'fell').length,
  };
}

const fmt = (v: number) => v.toFixed(3);

/** One line per key: the ratio beside its baseline, or why it was skipped. */
export function formatComparison(c: Comparison, tolerance = TOLERANCE): string[] {
  const w = Math.max(0, ...c.verdicts.map((v) => v.key.length));
  const floor = `${Math.round(tolerance * 100)}%`;
  return c.verdicts.map((v) => {
    const key = v.key.padEnd(w);
    switch (v.status) {
      case 'ok':
      case 'fell': {
        const pct = `${v.change > -0.0005 ? '+' : ''}${(Math.abs(v.change) < 0.0005 ? 0 : v.change * 100).toFixed(1)}%`;
        const verdict = v.status === 'ok' ? 'ok    ' : 'FELL  ';
        return `  ${verdict}  ${key}  ${fmt(v.current).padStart(8)}  baseline ${fmt(v.baseline).padStart(8)}  ${pct.padStart(7)}${v.status === 'fell' ? `  (more than ${floor} below)` : ''}`;
      }
      case 'not-measured':
        return `  FELL    ${key}  not measured (no number in the run)  baseline ${fmt(v.baseline)}`;
      case 'missing-in-run':
        return `  skip    ${key}  not in this run (section not run, or the key is gone)  baseline ${fmt(v.baseline)}`;
      case 'missing-in-baseline':
        return `  skip    ${key}  ${v.current === null ? 'not measured' : fmt(v.current)}  not in the baseline (write a new one to keep it)`;
    }
  });
}

/** Whether a baseline may be written at this 1-minute load average. */
export function mayWriteBaseline(load1: number, force: boolean): { ok: boolean; reason?: string } {
  if (force || load1 < MAX_LOAD_TO_WRITE) return { ok: true };
  return {
    ok: false,
    reason: `the 1-minute load average is ${load1.toFixed(2)} (>= ${MAX_LOAD_TO_WRITE}): a baseline comes from a quiet machine; wait, or add --force`,
  };
}

/** The baseline to write from a run: only ratios that are numbers, rounded to 4 decimals. */
export function baselineFrom(recorded: Baseline['recorded'], ratios: Record<string, number | null>): Baseline {
  const kept = Object.entries(ratios)
    .filter((e): e is [string, number] => e[1] !== null)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => [k, Math.round(v * 10_000) / 10_000]);
  return { recorded, ratios: Object.fromEntries(kept) };
}

/** Reads a baseline file's JSON, saying what is wrong with it. */
export function parseBaseline(json: unknown): Baseline {
  const b = json as Partial<Baseline> | null;
  const r = b?.recorded;
  if (!r || typeof r.date !== 'string' || typeof r.commit !== 'string' || !Array.isArray(r.load)) {
    throw new Error('bench/baseline.json: "recorded" needs date, commit and load');
  }
  if (!b.ratios || typeof b.ratios !== 'object' || Object.values(b.ratios).some((v) => typeof v !== 'number' || !Number.isFinite(v))) {
    throw new Error('bench/baseline.json: "ratios" must map each key to a number');
  }
  return { recorded: r, ratios: b.ratios };
}
