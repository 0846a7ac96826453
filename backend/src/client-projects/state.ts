import type { ClientProjectEvent, ClientProjectStatus } from '@tradeguild/contracts';

export interface ClientProjectState {
  exists: boolean;
  clientId: string | null;
  status: ClientProjectStatus | null;
}

export const initialState = (): ClientProjectState => ({ exists: false, clientId: null, status: null });

export function evolve(state: ClientProjectState, event: ClientProjectEvent): ClientProjectState {
  switch (event.type) {
    case 'ProjectPosted':
      return { exists: true, clientId: event.data.clientId, status: 'open' };
    default: {
      const _exhaustive: never = event.type;
      return state;
    }
  }
}
