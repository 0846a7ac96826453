import type { EventStore } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from './decider.ts';

/** Folds a stream with a decider's evolve (the store decoded the events with the registry). */
export async function loadState<S, C, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, C, E>): Promise<S> {
  const { events } = await store.readStream(streamId);
  return events.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
}
