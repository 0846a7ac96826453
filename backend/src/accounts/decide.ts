import type { AccountEvent } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import type { AccountCommand } from './commands.ts';
import { evolve, initialState, type AccountState } from './state.ts';

/** Registering twice is not an error: the second login simply finds the account. */
export function decide(command: AccountCommand, state: AccountState, _ctx: CommandContext): AccountEvent[] {
  switch (command.type) {
    case 'RegisterUser':
      return state.registered ? [] : [{ type: 'UserRegistered', data: { ...command.data, email: command.data.email.toLowerCase() } }];
    default: {
      const _exhaustive: never = command.type;
      throw new Error(`Unknown command ${String(_exhaustive)}`);
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = { initialState, evolve, decide };
