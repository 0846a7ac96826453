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
}
