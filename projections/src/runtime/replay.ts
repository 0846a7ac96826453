/**
 * Replay that checks a read model (`make replay PROJECTION=name`): rebuild the projection from the
 * event store into scratch tables that no reader or runner knows of, up to exactly the serving
 * generation's checkpoint, compare them row by row with the serving tables, then drop them.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { compareCheckpoints, type Checkpoint, type EventStore } from '@tradeguild/contracts';
import { withTransaction } from './db.ts';
import { liveGenerations } from './registry.ts';
import { handlerFor, physicalTable, type AnyProjection } from './types.ts';

export interface TableDifference {
  table: string;
  missing: number;
  extra: number;
  different: number;
  /** The first few offending rows, keyed by primary key. */
  examples: { kind: 'missing' | 'extra' | 'different'; key: unknown; serving: unknown; replayed: unknown }[];
}

export interface ReplayReport {
  projection: string;
  generation: number;
  eventsReplayed: number;
  tables: TableDifference[];
  ok: boolean;
}

const EXAMPLES = 5;
const BATCH = 1000;

async function servingGeneration(pool: pg.Pool, name: string) {
  const active = (await liveGenerations(pool, name)).find((g) => g.state === 'active');
  if (!active) throw new Error(`${name} has no serving generation yet (start the app once)`);
  return active;
}

/** Applies events after `from` up to and including `until` to the scratch tables. */
async function replayUntil(
  pool: pg.Pool,
  store: EventStore,
  p: AnyProjection,
  scratch: (logical: string) => string,
  from: Checkpoint,
  until: Checkpoint,
) {
  let after = from;
  let applied = 0;
  while (compareCheckpoints(after, until) < 0) {
    const { events } = await store.readAll({ after, limit: BATCH });
    const wanted = events.filter((e) => compareCheckpoints(e.position, until) <= 0);
    if (wanted.length === 0) break;
    await withTransaction(pool, async (tx) => {
      for (const e of wanted) await handlerFor(p, e)?.(e, { tx, table: scratch, push: () => undefined });
    });
    applied += wanted.length;
    after = wanted.at(-1)!.position;
  }
  return { after, applied };
}

async function primaryKey(db: pg.PoolClient, table: string): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT a.attname AS name FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
      WHERE i.indrelid = $1::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`,
    [table],
  );
  return rows.map((r) => r.name);
}

async function compareTable(db: pg.PoolClient, logical: string, serving: string, replayed: string): Promise<TableDifference> {
  const pk = await primaryKey(db, replayed);
  // Without a primary key the whole row is the key: a changed row shows as one missing, one extra.
  const key = pk.length ? `jsonb_build_array(${pk.map((c) => `t.${JSON.stringify(c)}`).join(', ')})` : 'to_jsonb(t)';
  const { rows } = await db.query<{ key: unknown; serving: unknown; replayed: unknown; kind: TableDifference['examples'][number]['kind'] }>(
    `WITH s AS (SELECT ${key} AS key, to_jsonb(t) AS row FROM ${serving} t),
          r AS (SELECT ${key} AS key, to_jsonb(t) AS row FROM ${replayed} t)
     SELECT coalesce(s.key, r.key) AS key, s.row AS serving, r.row AS replayed,
            CASE WHEN s.row IS NULL THEN 'missing' WHEN r.row IS NULL THEN 'extra' ELSE 'different' END AS kind
       FROM s FULL JOIN r ON s.key = r.key
      WHERE s.row IS DISTINCT FROM r.row
      ORDER BY 4, 1`,
  );
  const count = (k: string) => rows.filter((r) => r.kind === k).length;
  return {
    table: logical,
    missing: count('missing'),
    extra: count('extra'),
    different: count('different'),
    examples: rows.slice(0, EXAMPLES),
  };
}

export async function replayAndCompare(pool: pg.Pool, store: EventStore, p: AnyProjection): Promise<ReplayReport> {
  const suffix = `replay_${randomBytes(4).toString('hex')}`;
  const scratch = (logical: string) => `${logical}__${suffix}`;
  try {
    for (const [logical, ddl] of Object.entries(p.tables)) await pool.query(ddl(scratch(logical)));
    let at: Checkpoint = { tx: 0n, pos: 0n };
    let eventsReplayed = 0;
    // The serving generation moves on while we replay: catch up to its checkpoint, then compare in a
    // snapshot that still shows that checkpoint, else go round again.
    for (let attempt = 0; attempt < 20; attempt++) {
      const serving = await servingGeneration(pool, p.name);
      const target = { tx: serving.checkpointTx, pos: serving.checkpointPos };
      const step = await replayUntil(pool, store, p, scratch, at, target);
      at = step.after;
      eventsReplayed += step.applied;
      const report = await withTransaction(pool, async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const now = (await liveGenerations(tx, p.name)).find((g) => g.state === 'active');
        if (!now || now.generation !== serving.generation || now.checkpointTx !== target.tx || now.checkpointPos !== target.pos)
          return null;
        const tables: TableDifference[] = [];
        for (const logical of Object.keys(p.tables))
          tables.push(await compareTable(tx, logical, physicalTable(logical, serving.generation), scratch(logical)));
        return {
          projection: p.name,
          generation: serving.generation,
          eventsReplayed,
          tables,
          ok: tables.every((t) => !t.missing && !t.extra && !t.different),
        };
      });
      if (report) return report;
    }
    throw new Error(`${p.name} kept moving; try again when writes are quieter`);
  } finally {
    for (const logical of Object.keys(p.tables)) await pool.query(`DROP TABLE IF EXISTS ${scratch(logical)}`);
  }
}
