import { defineRoute } from './route.ts';

/** GET /api/health: `{ status, instance }` for everyone; the checks behind it for admins only. */
export const healthRoute = defineRoute({ method: 'GET', path: '/api/health' });
