/** Every messaging query key starts here, so a reconnect can refresh them all at once. */
export const MESSAGING_QUERY_ROOT = 'messages';
