/** An admin opening a message: recorded on the message's conversation stream. */
export type InspectCommand = { type: 'InspectConversation'; data: { messageId: string } };
