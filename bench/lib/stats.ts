/** Small helpers shared by the bench sections: percentiles, rates, and a plain-text table. */

/** The p-th percentile (0..100) by the nearest-rank method; NaN for no samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const now = () => performance.timeOrigin + performance.now();

/**
 * Runs `writers` loops of `op` for `ms` milliseconds, each loop awaiting its previous op.
 * Returns completed ops per second.
 */
export async function opsPerSecond(ms: number, writers: number, op: (writer: number, i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  const end = started + ms;
  let ops = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        await op(w, i);
        ops++;
      }
    }),
  );
  return ops / ((performance.now() - started) / 1000);
}

export type Cell = string | number;

/** A figure beside its target, printed under its section's table as met or MISSED. */
export interface Check {
  figure: string;
  /** The measured value, as printed (unit included). */
  shown: string;
  /** The target, as printed, e.g. `>= 70%`, `< 20 ms`. */
  target: string;
  met: boolean;
}

export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
  notes?: string[];
  checks?: Check[];
  /**
   * Figures measured against a peer in the same run (higher is better: store / plain, plain-ms /
   * store-ms, ...), keyed stably: what `make bench-check` compares with bench/baseline.json.
   */
  ratios?: Record<string, number>;
}

type Op = '>=' | '<=' | '<' | '>';
const passes = (value: number, op: Op, target: number) =>
  op === '>=' ? value >= target : op === '<=' ? value <= target : op === '<' ? value < target : value > target;

/** `check('lag p99', 12.3, '<', 20, ' ms')`: a figure against its target; NaN never meets one. */
export function check(figure: string, value: number, op: Op, target: number, unit = '', digits = 1): Check {
  const fmt = (v: number) =>
    unit === '%' ? `${v.toFixed(digits)}%` : `${v.toLocaleString('en-GB', { maximumFractionDigits: digits })}${unit}`;
  return { figure, shown: fmt(value), target: `${op} ${fmt(target)}`, met: Number.isFinite(value) && passes(value, op, target) };
}

export function formatChecks(checks: Check[]): string[] {
  const w = Math.max(...checks.map((c) => c.figure.length));
  const v = Math.max(...checks.map((c) => c.shown.length));
  const t = Math.max(...checks.map((c) => c.target.length));
  return checks.map((c) => `  ${c.met ? 'met   ' : 'MISSED'}  ${c.figure.padEnd(w)}  ${c.shown.padStart(v)}  target ${c.target.padEnd(t)}`);
}

const show = (c: Cell) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(c < 10 ? 2 : 1)) : c);

export function formatTable(t: Table): string {
  const cells = [t.headers, ...t.rows.map((r) => r.map(show))];
  const widths = t.headers.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Cell[]) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [
    `## ${t.title}`,
    line(t.headers),
    rule,
    ...cells.slice(1).map(line),
    ...(t.notes ?? []).map((n) => `  ${n}`),
    ...(t.checks?.length ? ['', ...formatChecks(t.checks)] : []),
  ].join('\n');
}
