import type { TradesmanEvent } from '@tradeguild/contracts';

/** What the invariants of one tradesman stream need; the read models hold the rest. */
export interface TradesmanState {
  exists: boolean;
  tradesmanId: string | null;
  userId: string | null;
  verified: boolean;
  /** Live portfolio project ids (removed ones leave). */
  projects: ReadonlySet<string>;
  /** `${clientId}|${portfolioProjectId ?? ''}`: one review per client per project. */
  reviewKeys: ReadonlySet<string>;
  /** `${endorserId}|${skill in lower case}`: one endorsement per endorser per skill. */
  endorsementKeys: ReadonlySet<string>;
}

export const initialState = (): TradesmanState => ({
  exists: false,
  tradesmanId: null,
  userId: null,
  verified: false,
  projects: new Set(),
  reviewKeys: new Set(),
  endorsementKeys: new Set(),
});

/** One review per client per portfolio project, per job (client project), and one about the tradesman in general. */
export const reviewKey = (clientId: string, portfolioProjectId: string | null, jobId: string | null = null) =>
  jobId ? `${clientId}|job:${jobId}` : `${clientId}|${portfolioProjectId ?? ''}`;
export const endorsementKey = (endorserId: string, skill: string) => `${endorserId}|${skill.trim().toLowerCase()}`;

const adding = <T>(set: ReadonlySet<T>, item: T) => new Set([...set, item]);
const removing = <T>(set: ReadonlySet<T>, item: T) => new Set([...set].filter((i) => i !== item));

export function evolve(state: TradesmanState, event: TradesmanEvent): TradesmanState {
  switch (event.type) {
    case 'TradesmanProfileCreated':
      return { ...state, exists: true, tradesmanId: event.data.tradesmanId, userId: event.data.userId };
    case 'TradesmanProfileUpdated':
      return state;
    case 'PortfolioProjectAdded':
      return { ...state, projects: adding(state.projects, event.data.projectId) };
    case 'PortfolioProjectUpdated':
      return state;
    case 'PortfolioProjectRemoved':
      return { ...state, projects: removing(state.projects, event.data.projectId) };
    case 'ReviewSubmitted':
      return {
        ...state,
        reviewKeys: adding(state.reviewKeys, reviewKey(event.data.clientId, event.data.portfolioProjectId, event.data.projectId)),
      };
    case 'TradesmanEndorsed':
      return { ...state, endorsementKeys: adding(state.endorsementKeys, endorsementKey(event.data.endorserId, event.data.skill)) };
    case 'TradesmanVerified':
      return { ...state, verified: true };
    case 'TradesmanUnverified':
      return { ...state, verified: false };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
