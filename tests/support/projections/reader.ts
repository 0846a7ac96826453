/** Test-only: a reader that queries a projection's views as fast as it can while a rebuild runs. */
import pg from 'pg';

export interface ReaderReport {
  reads: number;
  errors: string[];
  /** Smallest row count any read returned. */
  minRows: number;
  /** Reads that returned fewer rows than the read before. */
  shrinks: number;
  /** Active generations seen (read in the same statement, so in the same snapshot as the rows). */
  generations: number[];
  /** Column sets seen, e.g. "event_id,seq,applied". */
  shapes: string[];
}

export function startReader(url: string, name: string): { stop: () => Promise<ReaderReport> } {
  const report: ReaderReport = { reads: 0, errors: [], minRows: Infinity, shrinks: 0, generations: [], shapes: [] };
  let running = true;
  const loop = (async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    let last = 0;
    try {
      while (running) {
        try {
          const { rows } = await client.query<{ rows: number; generation: number; sample: Record<string, unknown> | null }>(
            `SELECT count(*)::int AS rows,
                    (SELECT generation FROM projection_registry WHERE projection = $1 AND state = 'active') AS generation,
                    (SELECT to_jsonb(e) FROM ${name}_events e LIMIT 1) AS sample
               FROM ${name}_events`,
            [name],
          );
          const r = rows[0]!;
          report.reads++;
          report.minRows = Math.min(report.minRows, r.rows);
          if (r.rows < last) report.shrinks++;
          last = r.rows;
          if (!report.generations.includes(r.generation)) report.generations.push(r.generation);
          const shape = Object.keys(r.sample ?? {})
            .sort()
            .join(',');
          if (!report.shapes.includes(shape)) report.shapes.push(shape);
        } catch (err) {
          report.errors.push((err as Error).message);
          // A dead connection fails without any I/O: give up rather than spin and starve the event loop.
          if (report.errors.length >= 100) break;
          await new Promise((r) => setImmediate(r));
        }
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return report;
    },
  };
}

/** Runs `fn` with a reader looping on the projection's views; the reader stops even when `fn` throws. */
export async function whileReading(url: string, name: string, fn: () => Promise<void>): Promise<ReaderReport> {
  const reader = startReader(url, name);
  try {
    await fn();
  } catch (err) {
    await reader.stop();
    throw err;
  }
  return reader.stop();
}
