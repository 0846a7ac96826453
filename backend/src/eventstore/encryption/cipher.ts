import { createCipheriv, createDecipheriv, createSecretKey, hkdfSync, randomBytes, type CipherGCM, type KeyObject } from 'node:crypto';

/**
 * The cryptography of crypto-shredding (docs/decisions/0059-crypto-shredding.md), all AES-256-GCM
 * from node:crypto:
 * - a person's data key (32 random bytes) is kept wrapped (encrypted) with the master key, which is
 *   derived from DATA_KEY_SECRET by HKDF-SHA-256, the owner id as associated data;
 * - a personal field is stored as the string `tgenc1:<key id>:<base64url(iv ‖ ciphertext ‖ tag)>`,
 *   the ciphertext being the field's JSON, the key id as associated data. The string names the key,
 *   so a reader knows which key to fetch without decrypting anything.
 */

export const SEALED_PREFIX = 'tgenc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The development and test master secret; config.ts refuses it (and its absence) in production. */
export const DEV_DATA_KEY_SECRET = 'tradeguild-local-development-data-key-secret';

/** The master key from DATA_KEY_SECRET (any length; HKDF spreads it over 32 bytes). */
export function masterKeyFrom(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'tradeguild-data-keys', 'master-key-v1', 32));
}

export const newDataKey = (): Buffer => randomBytes(32);

/**
 * Random IVs taken from a pool filled 4 KiB at a time (one call to the CSPRNG per 341 seals instead
 * of one each); every IV is used once.
 */
let ivPool = Buffer.alloc(0);
let ivAt = 0;
function nextIv(): Buffer {
  if (ivAt + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(4092);
    ivAt = 0;
  }
  const iv = ivPool.subarray(ivAt, ivAt + IV_BYTES);
  ivAt += IV_BYTES;
  return iv;
}

function seal(key: Buffer, plaintext: Buffer, aad: string): Buffer {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]);
}

function open(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]);
}

/** A data key as stored in data_keys.wrapped_key. */
export const wrapKey = (master: Buffer, ownerId: string, key: Buffer): Buffer => seal(master, key, `owner:${ownerId}`);

export function unwrapKey(master: Buffer, ownerId: string, wrapped: Buffer): Buffer {
  try {
    return open(master, wrapped, `owner:${ownerId}`);
  } catch {
    throw new Error('A data key does not unwrap: DATA_KEY_SECRET is not the secret the data keys were wrapped with');
  }
}

export const isSealed = (v: unknown): v is string => typeof v === 'string' && v.startsWith(SEALED_PREFIX);

/**
 * What sealing with one data key needs besides the plaintext, made ahead (sealValue is on every
 * append's path): the key as a KeyObject, the key id as associated data, the string's opening, and
 * the next cipher, its fresh IV drawn and its AAD given, prepared after each use while the append
 * waits for the database (createCipheriv is half the cost of a seal). Each prepared cipher seals
 * one value, so every value still has its own IV. Keyed by the key's Buffer, so all of it lives as
 * long as the data keys' cache holds that key and no longer.
 */
interface Sealer {
  keyId: string;
  key: KeyObject;
  aad: Buffer;
  opening: string;
  next: Prepared | null;
}
interface Prepared {
  iv: Buffer;
  cipher: CipherGCM;
}
const sealers = new WeakMap<Buffer, Sealer>();

function sealerFor(keyId: string, key: Buffer): Sealer {
  let s = sealers.get(key);
  if (!s || s.keyId !== keyId) {
    s = { keyId, key: createSecretKey(key), aad: Buffer.from(keyId, 'utf8'), opening: `${SEALED_PREFIX}${keyId}:`, next: null };
    sealers.set(key, s);
  }
  return s;
}

function prepare(s: Sealer): Prepared {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', s.key, iv);
  cipher.setAAD(s.aad);
  return { iv, cipher };
}

/** Sealers whose next cipher is to be prepared, after the current turn of the event loop. */
const toPrepare = new Set<Sealer>();
function prepareSoon(s: Sealer) {
  if (toPrepare.size === 0) {
    setImmediate(() => {
      for (const t of toPrepare) t.next ??= prepare(t);
      toPrepare.clear();
    }).unref();
  }
  toPrepare.add(s);
}

/**
 * A field's value, sealed with its owner's data key: the same as `seal` and base64url of its
 * output, with one buffer written instead of three concatenated. The IV is 12 bytes, a multiple
 * of 3, so its base64url and that of the rest join into the base64url of the whole.
 */
export function sealValue(keyId: string, key: Buffer, value: unknown): string {
  const s = sealerFor(keyId, key);
  const { iv, cipher } = s.next ?? prepare(s);
  s.next = null;
  prepareSoon(s);
  const body = cipher.update(JSON.stringify(value), 'utf8');
  const rest = cipher.final();
  const tag = cipher.getAuthTag();
  const out = Buffer.allocUnsafe(body.length + rest.length + TAG_BYTES);
  body.copy(out, 0);
  rest.copy(out, body.length);
  tag.copy(out, body.length + rest.length);
  return s.opening + iv.toString('base64url') + out.toString('base64url');
}

/** The key id a sealed value names, or null when the string is not one. */
export function sealedKeyId(sealed: string): string | null {
  const id = sealed.slice(SEALED_PREFIX.length, SEALED_PREFIX.length + 36);
  return sealed.charAt(SEALED_PREFIX.length + 36) === ':' && KEY_ID.test(id) ? id : null;
}

/** The value a sealed string holds. Throws when it was altered (GCM's tag) or sealed with another key. */
export function openValue(key: Buffer, sealed: string): unknown {
  const keyId = sealedKeyId(sealed);
  if (!keyId) throw new Error('not a sealed value');
  const body = Buffer.from(sealed.slice(SEALED_PREFIX.length + 37), 'base64url');
  return JSON.parse(open(key, body, keyId).toString('utf8')) as unknown;
}
