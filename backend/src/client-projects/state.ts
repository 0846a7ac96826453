import type { ApplicationStatus, ClientProjectEvent, ClientProjectStatus, ProjectTrade, QuoteDeclineReason } from '@tradeguild/contracts';

export interface ApplicationState {
  tradesmanUserId: string;
  status: ApplicationStatus;
  shortlisted: boolean;
  trades: ProjectTrade[];
  /** Why it was declined, once rejected. */
  declineReason?: QuoteDeclineReason;
}

/** What the client may edit while the project is open (decide-edit.ts compares against it). */
export interface ProjectDetails {
  title: string;
  description: string;
  location: string | null;
  budget: string | null;
  timeline: string | null;
  photos: string[];
}

export interface ClientProjectState {
  exists: boolean;
  clientId: string | null;
  status: ClientProjectStatus | null;
  requiredTrades: ProjectTrade[];
  applications: Record<string, ApplicationState>;
  /** Required trade -> the application hired for it. */
  hired: Partial<Record<ProjectTrade, string>>;
  /** User ids of tradesmen the client asked for a quote. */
  invited: string[];
  /** The sender of each room message, in order (index + 1 is the message's place in the room). */
  roomSenders: string[];
  /** Member -> how many of the room's messages they have read. */
  roomReadUpTo: Record<string, number>;
  /** Trade -> the user id of the hired tradesman who marked it done. */
  doneTrades: Partial<Record<ProjectTrade, string>>;
  details: ProjectDetails | null;
}

export const initialState = (): ClientProjectState => ({
  exists: false,
  clientId: null,
  status: null,
  requiredTrades: [],
  applications: {},
  hired: {},
  invited: [],
  roomSenders: [],
  roomReadUpTo: {},
  doneTrades: {},
  details: null,
});

const withApplication = (state: ClientProjectState, id: string, change: Partial<ApplicationState>): ClientProjectState => {
  const current = state.applications[id];
  return current ? { ...state, applications: { ...state.applications, [id]: { ...current, ...change } } } : state;
};

export function evolve(state: ClientProjectState, event: ClientProjectEvent): ClientProjectState {
  switch (event.type) {
    case 'ProjectPosted': {
      const d = event.data;
      const details = {
        title: d.title,
        description: d.description,
        location: d.location,
        budget: d.budget,
        timeline: d.timeline,
        photos: d.photos,
      };
      return { ...state, exists: true, clientId: d.clientId, status: 'open', requiredTrades: d.requiredTrades, details };
    }
    case 'ProjectDetailsEdited':
      return state.details ? { ...state, details: { ...state.details, ...event.data.changes } } : state;
    case 'ApplicationSubmitted': {
      const d = event.data;
      const application: ApplicationState = { tradesmanUserId: d.tradesmanUserId, status: 'pending', shortlisted: false, trades: d.trades };
      return { ...state, applications: { ...state.applications, [d.applicationId]: application } };
    }
    case 'ApplicationWithdrawn':
      return withApplication(state, event.data.applicationId, { status: 'withdrawn', shortlisted: false });
    case 'ApplicationShortlisted':
      return withApplication(state, event.data.applicationId, { shortlisted: true });
    case 'ApplicationAccepted': {
      const hired = { ...state.hired };
      for (const trade of event.data.trades) hired[trade] = event.data.applicationId;
      return { ...withApplication(state, event.data.applicationId, { status: 'accepted', shortlisted: false }), hired };
    }
    case 'ApplicationRejected':
      return withApplication(state, event.data.applicationId, {
        status: 'rejected',
        shortlisted: false,
        declineReason: event.data.reason ?? 'client',
      });
    case 'ProjectStatusChanged':
      return { ...state, status: event.data.to };
    case 'QuoteRequested':
      return { ...state, invited: [...state.invited, event.data.tradesmanUserId] };
    case 'RoomMessagePosted': {
      // A sender has read everything up to their own message.
      const roomSenders = [...state.roomSenders, event.data.senderId];
      return { ...state, roomSenders, roomReadUpTo: { ...state.roomReadUpTo, [event.data.senderId]: roomSenders.length } };
    }
    case 'RoomRead':
      return {
        ...state,
        roomReadUpTo: {
          ...state.roomReadUpTo,
          [event.data.readerId]: Math.max(state.roomReadUpTo[event.data.readerId] ?? 0, event.data.upTo),
        },
      };
    case 'TradePartDone': {
      const doneTrades = { ...state.doneTrades };
      for (const trade of event.data.trades) doneTrades[trade] = event.data.tradesmanUserId;
      return { ...state, doneTrades };
    }
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
