import { expect } from 'vitest';
import type { CommandContext, Decider, DomainEvent } from '../../backend/src/commands/decider.ts';

/** The clock every decider test sees unless it passes its own `now`. */
export const TEST_NOW = new Date('2025-06-01T09:30:00.000Z');

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Given / when / then for deciders: `given(decider, history).when(command).then(expectedEvents)`.
 * The history is folded with the decider's own `evolve`, so the test also exercises the state.
 * Types come from the decider alone (NoInfer), so inline event literals in the history type-check.
 */
export function given<State, Command, Event extends DomainEvent>(decider: Decider<State, Command, Event>, history: NoInfer<Event>[] = []) {
  return {
    when(command: Command, ctx: Partial<CommandContext> = {}) {
      const decide = () => {
        const state = history.reduce((s, e) => decider.evolve(s, e), decider.initialState());
        return decider.decide(command, state, { now: TEST_NOW, actorId: null, ...ctx });
      };
      return {
        then(expected: Event[]): void {
          expect(decide()).toEqual(expected);
        },
        thenThrows(errorClass: ErrorClass, message?: string | RegExp): void {
          expect(decide).toThrow(errorClass);
          if (message !== undefined) expect(decide).toThrow(message);
        },
      };
    },
  };
}
