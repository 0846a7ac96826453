/**
 * One owner per projection across every process: a session advisory lock per projection, all held
 * on one connection of this process. When that connection dies its locks go with it.
 */
import type pg from 'pg';
import type { Logger } from 'pino';

/** The session advisory lock that makes a runner the one owner of a projection. */
const OWNER_LOCK_SQL = "hashtextextended('projection-owner:' || $1, 0)";

/** Whether some runner (in any process) owns the projection now. */
export async function projectionHasOwner(pool: pg.Pool, name: string): Promise<boolean> {
  const { rows } = await pool.query<{ owned: boolean }>(
    `WITH k AS (SELECT ${OWNER_LOCK_SQL} AS h)
     SELECT EXISTS (SELECT 1 FROM pg_locks l, k
       WHERE l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
         AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
         AND l.classid::bigint = (k.h >> 32) & 4294967295 AND l.objid::bigint = k.h & 4294967295) AS owned`,
    [name],
  );
  return rows[0]!.owned;
}

/** This process's ownership locks and the connection that holds them. */
export class OwnerLocks {
  private session: pg.PoolClient | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly logger: Logger,
    /** The connection died and every lock with it: whatever this process owned is no longer its own. */
    private readonly onLost: () => void,
  ) {}

  /** The session holding the ownership locks. When it dies its locks go with it: stop, and win them back on a new one. */
  async connect(): Promise<pg.PoolClient> {
    if (this.session) return this.session;
    const session = await this.pool.connect();
    session.on('error', (err) => {
      if (this.session !== session) return;
      this.session = null;
      session.release(err); // discards the broken connection instead of pooling it
      this.logger.error({ err }, 'projection lock connection lost; giving up ownership until it is won back');
      this.onLost();
    });
    this.session = session;
    return session;
  }

  /** Takes the projection's lock if no one holds it; false too when `session` was lost meanwhile. */
  async tryTake(session: pg.PoolClient, name: string): Promise<boolean> {
    const { rows } = await session.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock(${OWNER_LOCK_SQL}) AS ok`, [name]);
    return rows[0]?.ok === true && this.session === session;
  }

  /** Gives every lock up and the connection back. */
  async releaseAll(): Promise<void> {
    const session = this.session;
    this.session = null;
    if (session) {
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
      session.release();
    }
  }
}
