/**
 * Commands on the same stream, in this process, one after another: they would only conflict on
 * the expected version and retry. Other processes still race; the version check settles those.
 */
const tails = new Map<string, Promise<unknown>>();

export function oneAtATime<T>(streamId: string, run: () => Promise<T>): Promise<T> {
  const before = tails.get(streamId) ?? Promise.resolve();
  const result = before.then(run, run);
  const tail = result.catch(() => undefined);
  tails.set(streamId, tail);
  void tail.then(() => {
    if (tails.get(streamId) === tail) tails.delete(streamId);
  });
  return result;
}
