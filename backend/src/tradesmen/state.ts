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
  /** Review invitations by id: to whom, for which project, and whether a review came through it. */
  invitations: ReadonlyMap<string, ReviewInvitationState>;
  /** Every review of this profile by id, with its reply and when the tradesman first replied (null: none yet). */
  replies: ReadonlyMap<string, { firstRepliedAt: string | null; reply: string | null }>;
}

export interface ReviewInvitationState {
  email: string;
  portfolioProjectId: string;
  used: boolean;
}

export const initialState = (): TradesmanState => ({
  exists: false,
  tradesmanId: null,
  userId: null,
  verified: false,
  projects: new Set(),
  reviewKeys: new Set(),
  endorsementKeys: new Set(),
  invitations: new Map(),
  replies: new Map(),
});

/** Invitations not used yet: the 20-open cap counts these. */
export const openInvitations = (state: TradesmanState) => [...state.invitations.values()].filter((i) => !i.used);

/** One review per client per portfolio project, per job (client project), and one about the tradesman in general. */
export const reviewKey = (clientId: string, portfolioProjectId: string | null, jobId: string | null = null) =>
  jobId ? `${clientId}|job:${jobId}` : `${clientId}|${portfolioProjectId ?? ''}`;
export const endorsementKey = (endorserId: string, skill: string) => `${endorserId}|${skill.trim().toLowerCase()}`;

const adding = <T>(set: ReadonlySet<T>, item: T) => new Set([...set, item]);
const setting = <K, V>(map: ReadonlyMap<K, V>, key: K, value: V) => new Map([...map, [key, value]]);
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
    case 'ReviewSubmitted': {
      const d = event.data;
      const invitation = d.invitationId ? state.invitations.get(d.invitationId) : undefined;
      return {
        ...state,
        reviewKeys: adding(state.reviewKeys, reviewKey(d.clientId, d.portfolioProjectId, d.projectId)),
        replies: setting(state.replies, d.reviewId, { firstRepliedAt: null, reply: null }),
        invitations: invitation ? setting(state.invitations, d.invitationId!, { ...invitation, used: true }) : state.invitations,
      };
    }
    case 'ReviewInvitationSent': {
      const { invitationId, email, portfolioProjectId } = event.data;
      return { ...state, invitations: setting(state.invitations, invitationId, { email, portfolioProjectId, used: false }) };
    }
    case 'ReviewReplied': {
      const { reviewId, text, repliedAt } = event.data;
      const review = state.replies.get(reviewId);
      if (!review) return state;
      return { ...state, replies: setting(state.replies, reviewId, { firstRepliedAt: review.firstRepliedAt ?? repliedAt, reply: text }) };
    }
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
