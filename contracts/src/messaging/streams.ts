/** Both participants share one stream; the ids are sorted so either side names the same one. */
export const conversationStreamId = (a: string, b: string) => `conversation-${[a, b].sort().join(':')}`;
