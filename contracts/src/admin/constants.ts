/** Admin dashboard constants (spec section 2 /admin; section 9 page size). */
export const ADMIN_PAGE_SIZE = 20;
export const ADMIN_PAGE_MAX = 100;
/** A reload shows this many of the newest activity items (the live list grows from there). */
export const ACTIVITY_BACKFILL = 100;
/** Charts cover this many days, today included. */
export const CHART_DAYS = 30;
/** The Messages tab shows this much of a message before its details are opened. */
export const MESSAGE_PREVIEW_CHARS = 80;

/**
 * What an activity item is about; the spec names project, message and user, the rest are ours.
 * 'project' is a client project's life (posted, started, completed, cancelled); 'job' the quotes on it
 * (submitted, withdrawn, shortlisted, hired, declined, invited).
 */
export const ACTIVITY_TYPES = ['user', 'project', 'job', 'message', 'tradesman', 'review', 'forum', 'blog', 'audit'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The socket.io room every signed-in administrator joins. */
export const ADMINS_ROOM = 'admins';
/** socket.io events in the admins' room (ADMINS_ROOM). */
export const ADMIN_SOCKET_EVENTS = { activity: 'activity:new', projectionStatus: 'projection:status' } as const;

/** The queues' board (bull-board's own pages, for the admin): a page to open, not a JSON route of the API table. */
export const ADMIN_QUEUES_PATH = '/api/admin/queues';
