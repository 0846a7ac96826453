import { describe, expect, it } from 'vitest';
import { compareCheckpoints, formatCheckpoint, parseCheckpoint, START } from './checkpoint.ts';
import { streamType } from './event-store.ts';

describe('checkpoints', () => {
  it('formats as "tx.pos" and parses back to the same pair', () => {
    const c = { tx: 18446744073709551615n, pos: 42n };
    expect(formatCheckpoint(c)).toBe('18446744073709551615.42');
    expect(parseCheckpoint(formatCheckpoint(c))).toEqual(c);
    expect(formatCheckpoint(START)).toBe('0.0');
    expect(parseCheckpoint(' 7.9 ')).toEqual({ tx: 7n, pos: 9n });
  });

  it.each(['', 'abc', '12', '12.', '.5', '1.2.3', '-1.2', '1.-2', '1e3.4', '1 .2', `${'9'.repeat(21)}.1`])('refuses %j', (text) => {
    expect(parseCheckpoint(text)).toBeNull();
  });

  it('compares by transaction first, then by position', () => {
    expect(compareCheckpoints({ tx: 1n, pos: 100n }, { tx: 2n, pos: 1n })).toBe(-1);
    expect(compareCheckpoints({ tx: 2n, pos: 1n }, { tx: 1n, pos: 100n })).toBe(1);
    expect(compareCheckpoints({ tx: 5n, pos: 3n }, { tx: 5n, pos: 4n })).toBe(-1);
    expect(compareCheckpoints({ tx: 5n, pos: 4n }, { tx: 5n, pos: 3n })).toBe(1);
    expect(compareCheckpoints({ tx: 5n, pos: 4n }, { tx: 5n, pos: 4n })).toBe(0);
    expect(compareCheckpoints(START, { tx: 0n, pos: 1n })).toBe(-1);
  });

  it('sorts a list into commit order', () => {
    const list = [{ tx: 9n, pos: 1n }, { tx: 3n, pos: 7n }, { tx: 3n, pos: 2n }, START];
    expect([...list].sort(compareCheckpoints).map(formatCheckpoint)).toEqual(['0.0', '3.2', '3.7', '9.1']);
  });
});

describe('streamType', () => {
  it('is the part of the stream id before the first dash', () => {
    expect(streamType('clientProject-3f0c8a5e-2b7d')).toBe('clientProject');
    expect(streamType('user')).toBe('user');
  });
});
