import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import { DEV_DATA_KEY_SECRET, masterKeyFrom, newDataKey, unwrapKey, wrapKey } from './cipher.ts';
import { changesSoFar, evictEverywhere, keyListenerFor, registerCache, type KeyListener } from './key-listener.ts';

/**
 * People's data keys (crypto-shredding: docs/decisions/0059-crypto-shredding.md), one per person,
 * in the `data_keys` table (migration 023), wrapped by the master key (DATA_KEY_SECRET). Both event
 * store adapters keep their keys here.
 *
 * To forget a person, call `destroyKey(db, ownerId)`: every personal field written with their key
 * then reads as its placeholder, in every process as soon as the change commits (key-listener.ts),
 * and later events about them are written with the placeholders. `isDestroyed(db, ownerId)` tells
 * whether that happened.
 */

type Db = pg.Pool | pg.PoolClient;

/** A key as cached: the unwrapped key, or DESTROYED. */
const DESTROYED = 'destroyed' as const;
type Cached = Buffer | typeof DESTROYED;

/**
 * How long a process keeps a key it read before asking the table again. Destruction does not wait
 * for it: every process hears of a changed key row at once (key-listener.ts) and drops it. The TTL
 * only bounds what a process whose listening connection is down could miss until it listens again.
 */
export const CACHE_TTL_MS = 30_000;
const CACHE_MAX = 10_000;
/** The caches' clock is read at most once a second (lru-cache's default, 1 ms, sets a timer per read on a busy append path). */
const CACHE_OPTIONS = { max: CACHE_MAX, ttl: CACHE_TTL_MS, ttlResolution: 1000 };

/** The keys a read needs, fetched before it decodes (decoding is synchronous). */
export interface KeyRing {
  /** The key, or null when it was destroyed (or never existed). Throws for an id the ring was not given. */
  get(keyId: string): Buffer | null;
}

export interface OwnerKey {
  keyId: string;
  /** Null: the owner's key was destroyed; their fields are written as placeholders. */
  key: Buffer | null;
}

export class DataKeys {
  private readonly master: Buffer;
  private readonly byId = new LRUCache<string, Cached>(CACHE_OPTIONS);
  private readonly byOwner = new LRUCache<string, { keyId: string; key: Cached }>(CACHE_OPTIONS);

  constructor(
    private readonly db: Db,
    secret: string = defaultSecret(),
  ) {
    this.master = masterKeyFrom(secret);
    registerCache(this);
    // One over a transaction's client (the recorded re-encryption) hears through its pool's listener.
    this.listener = db instanceof pg.Pool ? keyListenerFor(db) : null;
  }

  /** This pool's database's listener of key changes (null for a DataKeys over one client). */
  readonly listener: KeyListener | null;

  /** The owners' keys when every one is cached (an append's common case, without a promise); else null. */
  cachedOwnerKeys(ownerIds: Iterable<string>): Map<string, OwnerKey> | null {
    const out = new Map<string, OwnerKey>();
    for (const owner of ownerIds) {
      const hit = this.byOwner.get(owner);
      if (!hit) return null;
      out.set(owner, { keyId: hit.keyId, key: hit.key === DESTROYED ? null : hit.key });
    }
    return out;
  }

  /** The data key of each owner, created on first use (one query when all are cached: none). */
  async ownerKeys(ownerIds: Iterable<string>): Promise<Map<string, OwnerKey>> {
    const out = new Map<string, OwnerKey>();
    const missing: string[] = [];
    for (const owner of ownerIds) {
      if (out.has(owner)) continue;
      const hit = this.byOwner.get(owner);
      if (hit) out.set(owner, { keyId: hit.keyId, key: hit.key === DESTROYED ? null : hit.key });
      else if (!missing.includes(owner)) missing.push(owner);
    }
    if (missing.length === 0) return out;
    const seen = changesSoFar();
    const fresh = missing.map((owner) => ({ owner, id: randomUUID(), wrapped: wrapKey(this.master, owner, newDataKey()) }));
    await this.db.query(
      `INSERT INTO data_keys (key_id, owner_id, wrapped_key)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::bytea[]) ON CONFLICT (owner_id) DO NOTHING`,
      [fresh.map((f) => f.id), fresh.map((f) => f.owner), fresh.map((f) => f.wrapped)],
    );
    const { rows } = await this.db.query<{ key_id: string; owner_id: string; wrapped_key: Buffer | null }>(
      'SELECT key_id::text, owner_id, wrapped_key FROM data_keys WHERE owner_id = ANY($1::text[])',
      [missing],
    );
    for (const r of rows) {
      const key = r.wrapped_key ? unwrapKey(this.master, r.owner_id, r.wrapped_key) : null;
      if (changesSoFar() === seen) this.remember(r.key_id, r.owner_id, key);
      out.set(r.owner_id, { keyId: r.key_id, key });
    }
    return out;
  }

  /** The keys with these ids (one query for those not cached). */
  async keyRing(keyIds: Iterable<string>): Promise<KeyRing> {
    const ring = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of keyIds) {
      if (ring.has(id)) continue;
      const hit = this.byId.get(id);
      if (hit) ring.set(id, hit === DESTROYED ? null : hit);
      else {
        ring.set(id, null);
        missing.push(id);
      }
    }
    if (missing.length > 0) {
      const seen = changesSoFar();
      const { rows } = await this.db.query<{ key_id: string; owner_id: string; wrapped_key: Buffer | null }>(
        'SELECT key_id::text, owner_id, wrapped_key FROM data_keys WHERE key_id = ANY($1::uuid[])',
        [missing],
      );
      for (const r of rows) {
        const key = r.wrapped_key ? unwrapKey(this.master, r.owner_id, r.wrapped_key) : null;
        if (changesSoFar() === seen) this.remember(r.key_id, r.owner_id, key);
        ring.set(r.key_id, key);
      }
    }
    return ringOf(ring);
  }

  /** The keys as this process has them cached (the EventStoreDB subscription, after `keyRing` warmed them). */
  readonly cached: KeyRing = {
    get: (keyId) => {
      const hit = this.byId.get(keyId);
      if (!hit) throw new KeyNotLoadedError(keyId);
      return hit === DESTROYED ? null : hit;
    },
  };

  /**
   * A new key for an owner whose key was destroyed (a person erased who signs up again with the same
   * identity: a new account). The row gets a new key id, so events sealed with the destroyed key
   * still name a key that is gone and read as placeholders. Nothing when the key is not destroyed.
   */
  async renewDestroyed(ownerId: string): Promise<boolean> {
    const { rowCount } = await this.db.query(
      `UPDATE data_keys SET key_id = $2, wrapped_key = $3, destroyed_at = NULL, created_at = now()
        WHERE owner_id = $1 AND destroyed_at IS NOT NULL`,
      [ownerId, randomUUID(), wrapKey(this.master, ownerId, newDataKey())],
    );
    if (!rowCount) return false;
    evictEverywhere(ownerId);
    return true;
  }

  /** Drops an owner's key from this cache (destroyKey and the listener do it for every DataKeys). */
  evict(ownerId: string, keyId?: string): void {
    const hit = this.byOwner.get(ownerId);
    this.byOwner.delete(ownerId);
    if (hit) this.byId.delete(hit.keyId);
    if (keyId) this.byId.delete(keyId);
    for (const [id, owner] of this.ownerOf.entries()) if (owner === ownerId) this.byId.delete(id);
  }

  /** Empties this cache (the listener, when it listens again after a lost connection). */
  forgetAll(): void {
    this.byId.clear();
    this.byOwner.clear();
    this.ownerOf.clear();
  }

  private readonly ownerOf = new LRUCache<string, string>(CACHE_OPTIONS);

  private remember(keyId: string, ownerId: string, key: Buffer | null) {
    const cached: Cached = key ?? DESTROYED;
    this.byId.set(keyId, cached);
    this.byOwner.set(ownerId, { keyId, key: cached });
    this.ownerOf.set(keyId, ownerId);
  }
}

function ringOf(map: Map<string, Buffer | null>): KeyRing {
  return {
    get(keyId) {
      const key = map.get(keyId);
      if (key === undefined) throw new KeyNotLoadedError(keyId);
      return key;
    },
  };
}

/** A read tried to decrypt with a key it did not fetch first (a bug in the reader, never shown as a placeholder). */
export class KeyNotLoadedError extends Error {
  override name = 'KeyNotLoadedError';
  constructor(keyId: string) {
    super(`data key ${keyId} was not fetched before decoding`);
  }
}

/** DATA_KEY_SECRET, or the development secret (config.ts refuses a missing one in production). */
export const defaultSecret = (): string => process.env.DATA_KEY_SECRET || DEV_DATA_KEY_SECRET;

const byPool = new WeakMap<object, DataKeys>();

/** The DataKeys of a pool (one per pool, so every store on it shares the caches). */
export function dataKeysFor(db: Db, secret: string = defaultSecret()): DataKeys {
  let keys = byPool.get(db);
  if (!keys) {
    keys = new DataKeys(db, secret);
    byPool.set(db, keys);
  }
  return keys;
}

/**
 * Forgets a person: destroys their data key (the wrapped key is deleted; the row stays, marked
 * destroyed, so later events about them are written with placeholders instead of a new key).
 * Idempotent. `db` may be a client inside the caller's transaction: the key is gone when it
 * commits. Evicts the key from every cache in this process at once; every other process drops it
 * when the change commits (migration 028's trigger notifies, key-listener.ts hears). Nothing stored
 * changes, so the hash chains still verify.
 */
export async function destroyKey(db: Db, ownerId: string): Promise<void> {
  await db.query(
    `INSERT INTO data_keys (key_id, owner_id, wrapped_key, destroyed_at) VALUES ($1, $2, NULL, now())
     ON CONFLICT (owner_id) DO UPDATE SET wrapped_key = NULL, destroyed_at = coalesce(data_keys.destroyed_at, now())`,
    [randomUUID(), ownerId],
  );
  evictEverywhere(ownerId);
}

/** True when the person's data key has been destroyed. */
export async function isDestroyed(db: Db, ownerId: string): Promise<boolean> {
  const { rows } = await db.query<{ destroyed: boolean }>(
    'SELECT destroyed_at IS NOT NULL AS destroyed FROM data_keys WHERE owner_id = $1',
    [ownerId],
  );
  return rows[0]?.destroyed ?? false;
}

/** A new data key for an owner whose key was destroyed (see DataKeys.renewDestroyed); false when it was not. */
export const renewDestroyedKey = (db: Db, ownerId: string): Promise<boolean> => dataKeysFor(db).renewDestroyed(ownerId);
