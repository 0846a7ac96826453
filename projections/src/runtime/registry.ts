import type pg from 'pg';
import { withTransaction } from './db.ts';
import { notifyCheckpointSql } from './freshness.ts';
import { physicalTable, type AnyProjection as Projection } from './types.ts';

export interface Generation {
  projection: string;
  generation: number;
  version: number;
  state: 'building' | 'active' | 'retired';
  checkpointTx: bigint;
  checkpointPos: bigint;
}

interface Row {
  projection: string;
  generation: number;
  version: number;
  state: Generation['state'];
  tx: string;
  pos: string;
}

const SELECT = `SELECT projection, generation, version, state, checkpoint_tx::text AS tx, checkpoint_pos AS pos FROM projection_registry`;
const toGeneration = (r: Row): Generation => ({
  projection: r.projection,
  generation: r.generation,
  version: r.version,
  state: r.state,
  checkpointTx: BigInt(r.tx),
  checkpointPos: BigInt(r.pos),
});

export async function liveGenerations(db: pg.Pool | pg.PoolClient, name: string): Promise<Generation[]> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE projection = $1 AND state <> 'retired' ORDER BY generation`, [name]);
  return rows.map(toGeneration);
}

export async function getGeneration(db: pg.Pool | pg.PoolClient, name: string, generation: number): Promise<Generation | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE projection = $1 AND generation = $2`, [name, generation]);
  return rows[0] ? toGeneration(rows[0]) : null;
}

async function createGeneration(tx: pg.PoolClient, p: Projection, state: 'active' | 'building'): Promise<number> {
  const { rows } = await tx.query<{ next: number }>(
    'SELECT coalesce(max(generation), 0) + 1 AS next FROM projection_registry WHERE projection = $1',
    [p.name],
  );
  const generation = rows[0]!.next;
  for (const [logical, ddl] of Object.entries(p.tables)) {
    const physical = physicalTable(logical, generation);
    await tx.query(`DROP TABLE IF EXISTS ${physical}`);
    await tx.query(ddl(physical));
  }
  await tx.query('INSERT INTO projection_registry (projection, generation, version, state) VALUES ($1, $2, $3, $4)', [
    p.name,
    generation,
    p.version,
    state,
  ]);
  if (state === 'active') {
    await createIndexes(tx, p, generation);
    await pointViews(tx, p, generation);
  }
  return generation;
}

/** The readers' indexes (Projection.indexes) on a generation's tables. */
async function createIndexes(tx: pg.PoolClient, p: Projection, generation: number) {
  for (const [logical, ddl] of Object.entries(p.indexes ?? {})) await tx.query(ddl(physicalTable(logical, generation)));
}

async function pointViews(tx: pg.PoolClient, p: Projection, generation: number) {
  for (const logical of Object.keys(p.tables)) {
    await tx.query(`DROP VIEW IF EXISTS ${logical}`);
    await tx.query(`CREATE VIEW ${logical} AS SELECT * FROM ${physicalTable(logical, generation)}`);
  }
}

const lockProjection = (tx: pg.PoolClient, name: string) =>
  tx.query("SELECT pg_advisory_xact_lock(hashtextextended('projection-registry:' || $1, 0))", [name]);

/**
 * Makes sure a projection has an active generation, and starts building a new one when the
 * code's version differs from the one serving reads.
 */
export async function ensureGenerations(pool: pg.Pool, p: Projection): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await lockProjection(tx, p.name);
    const live = await liveGenerations(tx, p.name);
    const active = live.find((g) => g.state === 'active');
    const building = live.find((g) => g.state === 'building');
    if (!active) await createGeneration(tx, p, 'active');
    else if (active.version !== p.version && building?.version !== p.version) {
      if (building) await retire(tx, p, building.generation);
      await createGeneration(tx, p, 'building');
    }
  });
}

/** Starts a fresh generation from position zero (make rebuild). Returns its number. */
export async function requestRebuild(pool: pg.Pool, p: Projection): Promise<number> {
  return withTransaction(pool, async (tx) => {
    await lockProjection(tx, p.name);
    const building = (await liveGenerations(tx, p.name)).find((g) => g.state === 'building');
    if (building) await retire(tx, p, building.generation);
    return createGeneration(tx, p, 'building');
  });
}

async function retire(tx: pg.PoolClient, p: Projection, generation: number) {
  await tx.query("UPDATE projection_registry SET state = 'retired', updated_at = now() WHERE projection = $1 AND generation = $2", [
    p.name,
    generation,
  ]);
  for (const logical of Object.keys(p.tables)) await tx.query(`DROP TABLE IF EXISTS ${physicalTable(logical, generation)}`);
}

/** Readers move to the caught-up generation in one transaction; the old tables go with it. */
export async function switchTo(pool: pg.Pool, p: Projection, generation: number): Promise<void> {
  await withTransaction(pool, async (tx) => {
    await lockProjection(tx, p.name);
    const live = await liveGenerations(tx, p.name);
    const old = live.find((g) => g.state === 'active');
    if (!live.some((g) => g.generation === generation && g.state === 'building')) return;
    if (old) {
      await tx.query("UPDATE projection_registry SET state = 'retired', updated_at = now() WHERE projection = $1 AND generation = $2", [
        p.name,
        old.generation,
      ]);
    }
    await tx.query(
      "UPDATE projection_registry SET state = 'active', activated_at = now(), updated_at = now() WHERE projection = $1 AND generation = $2",
      [p.name, generation],
    );
    // Built now, over the finished tables; the old generation serves until this transaction commits.
    await createIndexes(tx, p, generation);
    await pointViews(tx, p, generation);
    await tx.query(
      `SELECT ${notifyCheckpointSql('projection', 'generation', 'checkpoint_tx', 'checkpoint_pos')}
         FROM projection_registry WHERE projection = $1 AND generation = $2`,
      [p.name, generation],
    );
    if (old) for (const logical of Object.keys(p.tables)) await tx.query(`DROP TABLE IF EXISTS ${physicalTable(logical, old.generation)}`);
  });
}
