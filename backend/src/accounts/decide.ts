import type { AccountEvent, UserType } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';

export interface AccountState {
  registered: boolean;
}

export type AccountCommand = {
  type: 'RegisterUser';
  data: {
    userId: string;
    email: string;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    userType: UserType;
  };
};

export const initialState = (): AccountState => ({ registered: false });

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, registered: true };
    default: {
      const _exhaustive: never = event.type;
      return state;
    }
  }
}

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
