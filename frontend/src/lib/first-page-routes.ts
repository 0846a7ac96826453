/**
 * The first page's route heads, apart from the API client's calls (issue 22): the landing's sign-in
 * buttons need only these addresses, not the code that sends and reads calls. With api-client.ts,
 * the one file of frontend/src that spells an /api path (tests/architecture/api-literals.unit.spec.ts).
 */
import type { loginRoute, logoutRoute } from '@tradeguild/contracts/accounts/user.types';
import { lazyRoute, routeHead } from './api-url';

/**
 * The routes a visitor's first page (the top bar, the landing, the sign-in buttons) uses. Their
 * contract files build zod schemas, which that page never needs just to learn it got a 401
 * (issue 15): so here are only their method and path, checked against the contract's types. The
 * two calls import their route when an answer is parsed; login and logout are navigations, whose
 * answer the app never reads.
 */
export const firstPageRoutes = {
  currentUser: lazyRoute({ method: 'GET', path: '/api/auth/user' }, () =>
    import('@tradeguild/contracts/accounts/user.types').then((m) => m.currentUserRoute),
  ),
  login: routeHead<typeof loginRoute>({ method: 'GET', path: '/api/login' }),
  logout: routeHead<typeof logoutRoute>({ method: 'POST', path: '/api/logout' }),
  messagesUnreadCount: lazyRoute({ method: 'GET', path: '/api/messages/unread-count' }, () =>
    import('@tradeguild/contracts/messaging/message.types').then((m) => m.messagesUnreadCountRoute),
  ),
};
