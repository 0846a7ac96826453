/** A client project with its quotes and its project room: one stream decides "one hire per trade". */
export const clientProjectStreamId = (projectId: string) => `clientProject-${projectId}`;
