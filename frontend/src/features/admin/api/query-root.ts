/** Every admin query key starts here: an admin action refreshes the lot (stats, tabs, feed). */
export const ADMIN_QUERY_ROOT = 'admin';
