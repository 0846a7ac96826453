/** An event as the domain sees it: no metadata, no position. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Who asks, when, and with which ids: passed in so that `decide` stays pure. */
export interface CommandContext {
  now: Date;
  actorId: string | null;
}

export interface Decider<State, Command, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State, ctx: CommandContext) => Event[];
  /**
   * Commands whose decision cannot be changed by events appended meanwhile (a new message does not
   * depend on the messages before it): appended without an expected version, so they never conflict.
   */
  appendsRegardless?: (command: Command) => boolean;
  /**
   * Commands decided without the stream at all (a new message reads nothing of the messages before
   * it): the stream is not read, `decide` gets the initial state, and the events are appended without
   * an expected version (as `appendsRegardless`); a command id sent again is found by the store, and
   * its first outcome answered. Saves reading, decrypting and folding a stream that only grows (a
   * long conversation) on every such command.
   */
  decidesWithoutStream?: (command: Command) => boolean;
}
