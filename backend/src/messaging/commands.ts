/** A `conversation-<a>:<b>` stream, shared by both participants. */
export type MessagingCommand =
  | {
      type: 'SendMessage';
      data: { messageId: string; senderId: string; receiverId: string; receiverExists: boolean; content: string; projectId: string | null };
    }
  | { type: 'MarkConversationRead'; data: { readerId: string; partnerId: string } };
