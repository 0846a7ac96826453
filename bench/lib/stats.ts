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

export interface Table {
  title: string;
  headers: string[];
  rows: Cell[][];
  notes?: string[];
}

const show = (c: Cell) => (typeof c === 'number' ? (Number.isInteger(c) ? String(c) : c.toFixed(c < 10 ? 2 : 1)) : c);

export function formatTable(t: Table): string {
  const cells = [t.headers, ...t.rows.map((r) => r.map(show))];
  const widths = t.headers.map((_, i) => Math.max(...cells.map((r) => String(r[i] ?? '').length)));
  const line = (r: Cell[]) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [`## ${t.title}`, line(t.headers), rule, ...cells.slice(1).map(line), ...(t.notes ?? []).map((n) => `  ${n}`)].join('\n');
}
