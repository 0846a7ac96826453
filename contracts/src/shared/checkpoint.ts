/**
 * A position in commit order. For PostgreSQL it is (transaction id, global position); for
 * EventStoreDB (commit, prepare). Both compare as a pair of unsigned integers. On the wire it is
 * the text "tx.pos"; the server and the browser compare it with the same functions.
 */
export interface Checkpoint {
  tx: bigint;
  pos: bigint;
}

export const START: Checkpoint = { tx: 0n, pos: 0n };

export function compareCheckpoints(a: Checkpoint, b: Checkpoint): number {
  if (a.tx !== b.tx) return a.tx < b.tx ? -1 : 1;
  if (a.pos !== b.pos) return a.pos < b.pos ? -1 : 1;
  return 0;
}

export const formatCheckpoint = (c: Checkpoint): string => `${c.tx}.${c.pos}`;

export function parseCheckpoint(text: string): Checkpoint | null {
  const m = /^(\d{1,20})\.(\d{1,20})$/.exec(text.trim());
  return m ? { tx: BigInt(m[1]!), pos: BigInt(m[2]!) } : null;
}

/**
 * The later of two positions as text. Responses may arrive out of order, so the remembered
 * position only ever moves forward; a malformed position never replaces a good one.
 */
export function laterPosition(current: string | null, next: string): string | null {
  const n = parseCheckpoint(next);
  if (!n) return current;
  const c = current === null ? null : parseCheckpoint(current);
  return c && compareCheckpoints(c, n) >= 0 ? current : formatCheckpoint(n);
}
