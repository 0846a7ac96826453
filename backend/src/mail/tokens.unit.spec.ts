import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribeToken, UNSUBSCRIBE_TOKEN_TTL_MS } from './tokens.ts';

const secret = 'a-test-secret-of-enough-length';

describe('unsubscribe tokens', () => {
  it('name the person and kinds they were made for', () => {
    const token = unsubscribeToken(secret, 'user-1', ['job_alert']);
    expect(readUnsubscribeToken(secret, token)).toEqual({ userId: 'user-1', kinds: ['job_alert'] });
  });

  it('refuse another secret, an altered payload or signature, and an expired token', () => {
    const now = Date.now();
    const token = unsubscribeToken(secret, 'user-1', ['forum_reply', 'review_reply'], now);
    const [payload, signature] = token.split('.') as [string, string];
    expect(readUnsubscribeToken('another-secret-of-enough-length', token)).toBeNull();
    const forged = Buffer.from(JSON.stringify({ u: 'user-2', k: ['forum_reply'], e: now + 1000 })).toString('base64url');
    expect(readUnsubscribeToken(secret, `${forged}.${signature}`)).toBeNull();
    // Another last character (a signature may end in 'A' already).
    expect(readUnsubscribeToken(secret, `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(readUnsubscribeToken(secret, token, now + UNSUBSCRIBE_TOKEN_TTL_MS + 1)).toBeNull();
    expect(readUnsubscribeToken(secret, 'garbage')).toBeNull();
  });
});
