/** Every notifications query key starts here, so a push or a reconnect can refresh them all at once. */
export const NOTIFICATIONS_QUERY_ROOT = 'notifications';
