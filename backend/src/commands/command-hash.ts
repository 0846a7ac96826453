import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { defaultSecret } from '../eventstore/encryption/data-keys.ts';

/**
 * What identifies the request a command id came with, stored in every event's metadata
 * (`commandHash`) so a retry with the same id is answered and another request with it refused.
 * The request body holds people's words, so the hash is an HMAC-SHA-256 keyed by a key derived from
 * DATA_KEY_SECRET (docs/decisions/0068-erasure-gaps-closed.md): nobody without the secret can test
 * a guessed text against it, and it is no one's personal data. Keyed hashes start with `k1:`;
 * events stored before carried a plain SHA-256 (no prefix), which migrate() keys once (`k0:`, the
 * HMAC of that plain hash; decision 0069); a plain one is still compared as such.
 */
export const KEYED_HASH_PREFIX = 'k1:';
/**
 * A plain SHA-256 stored before the keyed hash, keyed afterwards by the recorded rewrite of
 * decision 0069 (key-command-hashes.ts): `k0:` and the HMAC of that plain hash, with the same key.
 */
export const KEYED_LEGACY_PREFIX = 'k0:';

/** Canonical JSON (object keys sorted), so equal requests hash equally whatever their key order. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

let derived: { secret: string; key: Buffer } | null = null;
/** The HMAC key, derived once per secret (HKDF, its own label: never the data keys' master key). */
function hmacKey(secret: string = defaultSecret()): Buffer {
  if (derived?.secret !== secret) {
    const key = Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'tradeguild-command-hash', 'command-hash-v1', 32));
    derived = { secret, key };
  }
  return derived.key;
}

/** A plain hash of an old event as the rewrite of 0069 keys it. */
export const keyedLegacyHash = (plain: string, secret?: string): string =>
  KEYED_LEGACY_PREFIX + createHmac('sha256', hmacKey(secret)).update(plain).digest('base64url');

/** Whether a stored command hash is keyed already (either form). */
export const isKeyedHash = (recorded: string): boolean =>
  recorded.startsWith(KEYED_HASH_PREFIX) || recorded.startsWith(KEYED_LEGACY_PREFIX);

/** A request's hash: the keyed one that is stored, and the plain one of old events, computed only if needed. */
export interface RequestHash {
  keyed: string;
  legacy: () => string;
}

export function requestHash(target: string, command: unknown): RequestHash {
  const text = canonical({ target, command });
  return {
    keyed: KEYED_HASH_PREFIX + createHmac('sha256', hmacKey()).update(text).digest('base64url'),
    legacy: () => createHash('sha256').update(text).digest('base64url'),
  };
}

/** Whether a recorded hash (absent on events without a command id's hash) names this request. */
export function sameRequest(recorded: string | undefined, hash: RequestHash | undefined): boolean {
  if (recorded === undefined) return true;
  if (!hash) return false;
  if (recorded.startsWith(KEYED_HASH_PREFIX)) return recorded === hash.keyed;
  if (recorded.startsWith(KEYED_LEGACY_PREFIX)) return recorded === keyedLegacyHash(hash.legacy());
  return recorded === hash.legacy();
}
