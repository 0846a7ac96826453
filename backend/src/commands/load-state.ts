import type { EventStore, RecordedEvent } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from './decider.ts';

/** A stream's state: its events folded with a decider's evolve (the store decoded them with the registry). */
export const fold = <S, C, E extends DomainEvent>(decider: Decider<S, C, E>, events: readonly RecordedEvent[]): S =>
  events.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());

/** Reads a stream and folds it. */
export async function loadState<S, C, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, C, E>): Promise<S> {
  const { events } = await store.readStream(streamId);
  return fold(decider, events);
}
