import type { NotificationEvent } from '@tradeguild/contracts';

/** How many read marks the stream holds; nothing decides on it, the audit area shows it. */
export interface NotificationReadState {
  reads: number;
}

export const initialState = (): NotificationReadState => ({ reads: 0 });
export const evolve = (state: NotificationReadState, _event: NotificationEvent): NotificationReadState => ({ reads: state.reads + 1 });
