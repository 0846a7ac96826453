import type { TradesmanEvent } from '@tradeguild/contracts';

/** What the portfolio's rules need from a tradesman stream: whose it is and which projects are live. */
export interface PortfolioState {
  exists: boolean;
  /** The user the profile was created for: the only one who edits its portfolio. */
  ownerId: string | null;
  /** Live portfolio project ids (removed ones leave). */
  projects: ReadonlySet<string>;
}

export const initialState = (): PortfolioState => ({ exists: false, ownerId: null, projects: new Set() });

/** The stream also holds the profile's reviews, endorsements and verification: nothing here depends on them. */
export function evolve(state: PortfolioState, event: TradesmanEvent): PortfolioState {
  switch (event.type) {
    case 'TradesmanProfileCreated':
      return { ...state, exists: true, ownerId: event.data.userId };
    case 'PortfolioProjectAdded':
      return { ...state, projects: new Set([...state.projects, event.data.projectId]) };
    case 'PortfolioProjectRemoved':
      return { ...state, projects: new Set([...state.projects].filter((id) => id !== event.data.projectId)) };
    default:
      return state;
  }
}
