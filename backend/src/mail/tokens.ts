/**
 * Unsubscribe tokens: who and which kind, until when, signed with HMAC-SHA256 under a key derived
 * from SESSION_SECRET. `<base64url payload>.<base64url signature>`; anything altered or expired is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_KINDS, type MailKind } from '@tradeguild/contracts';

/** A link works this long after its mail was sent. */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 90 * 24 * 60 * 60_000;

const key = (secret: string) => createHmac('sha256', secret).update('tradeguild mail unsubscribe v1').digest();
const sign = (secret: string, payload: string) => createHmac('sha256', key(secret)).update(payload).digest('base64url');

/** A token for these kinds of this person's mail (one kind; a digest's, each kind it carries). */
export function unsubscribeToken(secret: string, userId: string, kinds: MailKind[], now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ u: userId, k: kinds, e: now + UNSUBSCRIBE_TOKEN_TTL_MS })).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function readUnsubscribeToken(secret: string, token: string, now = Date.now()): { userId: string; kinds: MailKind[] } | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; k?: unknown; e?: unknown };
    const kinds = p.k;
    if (typeof p.u !== 'string' || typeof p.e !== 'number' || !Array.isArray(kinds) || kinds.length === 0) return null;
    if (!kinds.every((k) => MAIL_KINDS.includes(k as MailKind)) || p.e < now) return null;
    return { userId: p.u, kinds: kinds as MailKind[] };
  } catch {
    return null;
  }
}
