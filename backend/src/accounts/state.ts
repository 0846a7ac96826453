import type { AccountEvent } from '@tradeguild/contracts';

export interface AccountState {
  registered: boolean;
}

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
