import type { Socket } from 'node:net';
import pg from 'pg';

/**
 * How a destroyed (or renewed) data key stops decrypting in every process at once
 * (docs/decisions/0068-erasure-gaps-closed.md): migration 028's trigger on `data_keys` announces
 * every change of a key row on this channel, delivered when the change commits, whoever made it
 * (destroyKey in any process, renewDestroyed, an operator's SQL).
 */
export const DATA_KEY_CHANNEL = 'data_key_changed';

export interface KeyChange {
  ownerId: string;
  keyId: string;
}

/** A cache of keys (DataKeys). */
export interface KeyCache {
  evict(ownerId: string, keyId?: string): void;
  forgetAll(): void;
}

/** Every live key cache of this process. */
const live = new Set<WeakRef<KeyCache>>();
/**
 * Moves on every eviction. A key fetched by a query that was in flight when a key changed is used
 * for that read but not cached: it may be the key just destroyed.
 */
let changes = 0;

export const registerCache = (cache: KeyCache): void => void live.add(new WeakRef(cache));
export const changesSoFar = (): number => changes;

function everyCache(f: (cache: KeyCache) => void): void {
  changes++;
  for (const ref of live) {
    const cache = ref.deref();
    if (cache) f(cache);
    else live.delete(ref);
  }
}

/** Drops an owner's key from every cache of this process. */
export const evictEverywhere = (ownerId: string, keyId?: string): void => everyCache((c) => c.evict(ownerId, keyId));

/** Empties every cache of this process: what was cached while nobody listened may be stale. */
const forgetEverywhere = (): void => everyCache((c) => c.forgetAll());

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * One dedicated connection per database and process (not a pool's: it would hold one of the pool's
 * connections for good, and pool.end() would wait for it), LISTENing on DATA_KEY_CHANNEL. It never
 * keeps the process alive (its socket and retry timer are unref'd). When the connection is lost it
 * reconnects with a growing delay and, once listening again, has every cache emptied: a key destroyed
 * while nobody listened is not heard of, so nothing cached before is trusted. It stops for good once
 * every pool it serves has ended.
 */
export class KeyListener {
  private client: pg.Client | null = null;
  private connecting = false;
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | null = null;
  private readonly pools = new Set<pg.Pool>();
  /** True while the LISTEN is in place (for the tests and the logs). */
  isListening = false;

  constructor(private readonly config: pg.ClientConfig) {}

  serve(pool: pg.Pool): void {
    this.pools.add(pool);
    if (!this.client && !this.connecting && !this.timer) void this.connect();
  }

  private get stopped(): boolean {
    for (const pool of this.pools) if (pool.ending) this.pools.delete(pool);
    return this.pools.size === 0;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.connecting = true;
    const client = new pg.Client(this.config);
    // An error after the LISTEN (the server restarted, the backend was terminated) is a lost connection.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    client.on('notification', (n) => {
      const change = parse(n.payload);
      if (change) evictEverywhere(change.ownerId, change.keyId);
    });
    try {
      await client.connect();
      (client.connection.stream as Partial<Socket>).unref?.();
      await client.query(`LISTEN ${DATA_KEY_CHANNEL}`);
      this.client = client;
      this.isListening = true;
      this.retryMs = RETRY_FIRST_MS;
      forgetEverywhere();
    } catch {
      this.lost(client);
    } finally {
      this.connecting = false;
    }
  }

  private lost(client: pg.Client): void {
    if (this.client === client) {
      this.client = null;
      this.isListening = false;
    }
    void client.end().catch(() => undefined);
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.client && !this.connecting) void this.connect();
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}

function parse(payload: string | undefined): KeyChange | null {
  try {
    const v = JSON.parse(payload ?? '') as Partial<KeyChange>;
    return typeof v.ownerId === 'string' && typeof v.keyId === 'string' ? { ownerId: v.ownerId, keyId: v.keyId } : null;
  } catch {
    return null;
  }
}

/** The listeners of this process, one per database (a pool's connection target). */
const listeners = new Map<string, KeyListener>();

/** The listener of the pool's database, started on first use. */
export function keyListenerFor(pool: pg.Pool): KeyListener {
  const o = pool.options;
  const target = o.connectionString ?? `${o.host ?? ''}:${o.port ?? ''}/${o.database ?? ''}/${o.user ?? ''}`;
  let listener = listeners.get(target);
  if (!listener) {
    listener = new KeyListener({ ...o });
    listeners.set(target, listener);
  }
  listener.serve(pool);
  return listener;
}
