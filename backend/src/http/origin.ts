/** localhost and 127.0.0.1 on the same port are the same machine's app. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether an Origin header names our own site (PUBLIC_URL). 'null' (sandboxed frames, file:
 * pages) and anything unparsable never do.
 */
export function isOurOrigin(origin: string, publicUrl: string): boolean {
  if (!URL.canParse(origin)) return false;
  const ours = new URL(publicUrl);
  const theirs = new URL(origin);
  if (theirs.origin === ours.origin) return true;
  return LOOPBACK.has(theirs.hostname) && LOOPBACK.has(ours.hostname) && theirs.port === ours.port && theirs.protocol === ours.protocol;
}
