import type { AdminEvent, MessagingEvent } from '@tradeguild/contracts';

/** The conversation stream holds the messaging context's events and the looks recorded here. */
export type ConversationEvent = MessagingEvent | AdminEvent;

export interface InspectState {
  messageIds: Set<string>;
  participants: [string, string] | null;
}

export const initialState = (): InspectState => ({ messageIds: new Set(), participants: null });

export function evolve(state: InspectState, event: ConversationEvent): InspectState {
  if (event.type !== 'MessageSent') return state;
  const { senderId, receiverId, messageId } = event.data;
  const participants = [senderId, receiverId].sort() as [string, string];
  return { messageIds: new Set(state.messageIds).add(messageId), participants };
}
