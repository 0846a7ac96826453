import type { AccountEvent } from '@tradeguild/contracts';

/**
 * 'none' before the first login and again after an erasure (signing in then starts a new account);
 * 'active' once registered; 'closed' from closing until reopened or erased.
 */
export interface AccountState {
  status: 'none' | 'active' | 'closed';
  /** Kept lower case: closing is confirmed by typing it. */
  email: string | null;
  erasureDueAt: string | null;
  /** How many times this identity has been erased (0 for most). */
  erasures: number;
}

export const initialState = (): AccountState => ({ status: 'none', email: null, erasureDueAt: null, erasures: 0 });

export function evolve(state: AccountState, event: AccountEvent): AccountState {
  switch (event.type) {
    case 'UserRegistered':
      return { ...state, status: 'active', email: event.data.email.toLowerCase(), erasureDueAt: null };
    case 'AccountClosed':
      return { ...state, status: 'closed', erasureDueAt: event.data.erasureDueAt };
    case 'AccountReopened':
      return { ...state, status: 'active', erasureDueAt: null };
    case 'AccountErased':
      return { status: 'none', email: null, erasureDueAt: null, erasures: state.erasures + 1 };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
