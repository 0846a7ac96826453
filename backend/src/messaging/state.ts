import type { MessagingEvent } from '@tradeguild/contracts';

export interface ConversationState {
  /** Unread messages per reader. */
  unread: Record<string, number>;
  messageCount: number;
}

export const initialState = (): ConversationState => ({ unread: {}, messageCount: 0 });

export function evolve(state: ConversationState, event: MessagingEvent): ConversationState {
  switch (event.type) {
    case 'MessageSent': {
      const r = event.data.receiverId;
      return { messageCount: state.messageCount + 1, unread: { ...state.unread, [r]: (state.unread[r] ?? 0) + 1 } };
    }
    case 'ConversationRead':
      return { ...state, unread: { ...state.unread, [event.data.readerId]: 0 } };
    default: {
      const _exhaustive: never = event;
      return state;
    }
  }
}
