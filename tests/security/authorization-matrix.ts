/**
 * Who may call what. One row per endpoint; a new endpoint without a row fails the test. For each
 * role: 401 or 403 (refused, exactly that status), or 'ok' (not refused: the call may still be a
 * 200, a 404 or a 409 for its own reasons, but never 401, 403 or a 5xx). 'owner' is the client who
 * owns the project, the tradesman who owns the profile or portfolio project, or the other party of a
 * conversation; for rows without an owner it is left out.
 */
import type { Role, World } from './fixtures.ts';

export type Expect = 401 | 403 | 'ok';
export interface MatrixRow {
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** Which client acts as 'owner' (default: the tradesman owner). */
  owner?: 'clientOwner' | 'tradesmanOwner';
  expect: Partial<Record<Role, Expect>>;
}

// 'auditor' is a client account listed in AUDITOR_EMAILS: outside the audit area, an ordinary client.
const everyone: Partial<Record<Role, Expect>> = { anonymous: 'ok', client: 'ok', tradesman: 'ok', admin: 'ok', auditor: 'ok' };
const members: Partial<Record<Role, Expect>> = { anonymous: 401, client: 'ok', tradesman: 'ok', admin: 'ok', auditor: 'ok' };
const clientsOnly: Partial<Record<Role, Expect>> = { anonymous: 401, client: 'ok', tradesman: 403, admin: 'ok', auditor: 'ok' };
const tradesmenOnly: Partial<Record<Role, Expect>> = { anonymous: 401, client: 403, tradesman: 'ok', admin: 403, auditor: 403 };
const adminOnly: Partial<Record<Role, Expect>> = { anonymous: 401, client: 403, tradesman: 403, admin: 'ok', auditor: 403 };
const auditorsOnly: Partial<Record<Role, Expect>> = { anonymous: 401, client: 403, tradesman: 403, admin: 'ok', auditor: 'ok' };
const auditStream = (w: World) => `/api/audit/streams/${encodeURIComponent(`clientProject-${w.ids.clientProject}`)}`;

/** Forum edits and deletes: the author only (the owner acts last, so a delete does not hide the refusals). */
const authorOnly: Partial<Record<Role, Expect>> = { anonymous: 401, client: 403, tradesman: 403, admin: 403, auditor: 403, owner: 'ok' };
const forumPost = { title: 'Matrix forum post', content: 'Text', category: 'tips', tags: ['matrix'] };
/** Only the owner: the project's client, or the tradesman who sent the quote. */
const projectOwnerOnly: Partial<Record<Role, Expect>> = {
  anonymous: 401,
  client: 403,
  tradesman: 403,
  admin: 403,
  auditor: 403,
  owner: 'ok',
};

const project = { title: 'Matrix project', description: 'Fit a new front door', requiredTrades: ['Carpenter'] };

export const MATRIX: Record<string, MatrixRow> = {
  'GET /api/auth/user': { path: () => '/api/auth/user', expect: members },
  'GET /api/health': { path: () => '/api/health', expect: everyone },
  'GET /api/login': { path: () => '/api/login', expect: everyone },
  'GET /api/callback': { path: () => '/api/callback', expect: everyone },
  'GET /api/logout': { path: () => '/api/logout', expect: everyone },
  'POST /api/logout': { path: () => '/api/logout', expect: { anonymous: 'ok' } },
  'GET /oidc/interaction/:uid': { path: () => '/oidc/interaction/not-a-session', expect: everyone },
  'POST /oidc/interaction/:uid/login': { path: () => '/oidc/interaction/not-a-session/login', body: () => ({}), expect: everyone },

  // Your data (decision 0061). Closing with an e-mail that is nobody's is refused (400): nobody's account closes here.
  'POST /api/me/close': { path: () => '/api/me/close', body: () => ({ email: 'not-mine@example.com' }), expect: members },
  // Nobody's account is closed: a 409 for every member.
  'POST /api/me/reopen': { path: () => '/api/me/reopen', expect: members },
  'POST /api/me/export': { path: () => '/api/me/export', expect: members },
  'GET /api/me/exports': { path: () => '/api/me/exports', expect: members },
  // Someone else's export, or none: the same 404 for everyone signed in.
  'GET /api/me/exports/:id': { path: () => '/api/me/exports/00000000-0000-4000-8000-000000000000', expect: members },
  'GET /api/me/exports/:id/download': { path: () => '/api/me/exports/00000000-0000-4000-8000-000000000000/download', expect: members },
  // A user id that names nobody: the admin gets a 404, nobody is erased.
  'POST /api/admin/users/:id/erase': {
    path: () => '/api/admin/users/no-such-user/erase',
    body: () => ({ reason: 'Matrix erasure request' }),
    expect: adminOnly,
  },

  'GET /api/client-projects': { path: () => '/api/client-projects', expect: clientsOnly },
  'POST /api/client-projects': { path: () => '/api/client-projects', body: () => project, expect: clientsOnly },
  // Any member: the rooms they belong to (none for most, an empty list).
  'GET /api/client-projects/rooms/unread': { path: () => '/api/client-projects/rooms/unread', expect: members },
  'GET /api/client-projects/:id': {
    path: (w) => `/api/client-projects/${w.ids.clientProject}`,
    owner: 'clientOwner',
    expect: { anonymous: 401, client: 403, tradesman: 'ok', admin: 403, owner: 'ok' },
  },
  'GET /api/client-projects/:id/applications': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/applications`,
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/client-projects/:id/applications': {
    path: (w) => `/api/client-projects/${w.ids.clientProject}/applications`,
    body: () => ({ message: 'Matrix quote', proposedCost: '120.00', estimatedDuration: '1 day', trades: ['Carpenter'] }),
    expect: tradesmenOnly,
  },
  // An illegal move for the owner (409): the project stays open for the rows after this one.
  // The room of a project with a quote but no hire yet: the client may read (and gets a 409 on a post); no one else.
  'GET /api/client-projects/:id/room': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/room`,
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/client-projects/:id/room/messages': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/room/messages`,
    body: () => ({ content: 'Matrix room message' }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  // Without ?before= the owner gets a 400 (past the authorisation check); the fuzz test sends bad queries.
  'GET /api/client-projects/:id/room/messages': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/room/messages`,
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/client-projects/:id/room/read': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/room/read`,
    body: () => ({}),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  // The owner's edit changes only the title (the rows after it read the same open project).
  'PUT /api/client-projects/:id': {
    path: (w) => `/api/client-projects/${w.ids.clientProject}`,
    body: () => ({ title: 'Matrix project (edited)', description: 'Fit a new front door', location: 'Leeds', photos: [] }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'PUT /api/client-projects/:id/status': {
    path: (w) => `/api/client-projects/${w.ids.clientProject}/status`,
    body: () => ({ status: 'completed' }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },

  'GET /api/jobs': { path: () => '/api/jobs', expect: tradesmenOnly },
  'GET /api/jobs/:id': { path: (w) => `/api/jobs/${w.ids.clientProject}`, expect: tradesmenOnly },
  'GET /api/applications/me': { path: () => '/api/applications/me', expect: tradesmenOnly },
  'POST /api/applications/:id/shortlist': {
    path: (w) => `/api/applications/${w.ids.application}/shortlist`,
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/applications/:id/accept': {
    path: (w) => `/api/applications/${w.ids.application}/accept`,
    body: () => ({ start: 'now' }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/applications/:id/reject': {
    path: (w) => `/api/applications/${w.ids.application}/reject`,
    body: () => ({ message: 'Not this time' }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },
  // After the accept row the tradesman owner is hired for Carpenter on a project still open (a 409 for the owner):
  // the client (not a tradesman), the other tradesman (not hired) and the rest are refused.
  'POST /api/client-projects/:id/part-done': {
    path: (w) => `/api/client-projects/${w.ids.applicationProject}/part-done`,
    body: () => ({ trades: ['Carpenter'] }),
    owner: 'tradesmanOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/applications/:id/withdraw': {
    path: (w) => `/api/applications/${w.ids.application}/withdraw`,
    owner: 'tradesmanOwner',
    expect: projectOwnerOnly,
  },
  'POST /api/tradesmen/:id/quote-requests': {
    path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/quote-requests`,
    body: (w) => ({ projectId: w.ids.clientProject }),
    owner: 'clientOwner',
    expect: projectOwnerOnly,
  },

  'GET /api/messages/me': { path: () => '/api/messages/me', expect: members },
  'GET /api/messages/unread-count': { path: () => '/api/messages/unread-count', expect: members },
  'GET /api/messages/conversation/:partnerId': { path: (w) => `/api/messages/conversation/${w.ids.tradesmanUser}`, expect: members },
  'POST /api/messages': {
    path: () => '/api/messages',
    body: (w) => ({ receiverId: w.ids.clientUser, content: 'Hello from the matrix' }),
    expect: members,
  },
  'PUT /api/messages/read/:partnerId': { path: (w) => `/api/messages/read/${w.ids.clientUser}`, expect: members },

  // Everyone's own notifications: the route reads the caller's alone (a stranger's id is a 404, see routes.int.spec.ts).
  'GET /api/notifications': { path: () => '/api/notifications?limit=5&offset=0', expect: members },
  'GET /api/notifications/unread-count': { path: () => '/api/notifications/unread-count', expect: members },
  'POST /api/notifications/read': { path: () => '/api/notifications/read', body: () => ({ all: true }), expect: members },
  // E-mail choices: the caller's own. Unsubscribe links need no session: the signed token is the
  // authority (a made-up one is a 400 for anyone). The local mailbox: admins (a 404 without a catcher).
  'GET /api/me/notification-preferences': { path: () => '/api/me/notification-preferences', expect: members },
  'PUT /api/me/notification-preferences': {
    path: () => '/api/me/notification-preferences',
    body: () => ({ preferences: [{ kind: 'job_alert', mode: 'daily' }] }),
    expect: members,
  },
  'GET /api/mail/unsubscribe': { path: () => '/api/mail/unsubscribe?token=bm90LW91cnM.c2lnbmF0dXJl', expect: everyone },
  'POST /api/mail/unsubscribe': { path: () => '/api/mail/unsubscribe?token=bm90LW91cnM.c2lnbmF0dXJl', expect: everyone },
  'POST /api/mail/unsubscribe/undo': {
    path: () => '/api/mail/unsubscribe/undo?token=bm90LW91cnM.c2lnbmF0dXJl',
    body: () => ({ mode: 'instant' }),
    expect: everyone,
  },
  'GET /api/dev/mailbox': { path: () => '/api/dev/mailbox', expect: adminOnly },

  'GET /api/tradesmen': { path: () => '/api/tradesmen', expect: members },
  'GET /api/tradesmen/featured': { path: () => '/api/tradesmen/featured', expect: everyone },
  'GET /api/tradesmen/profile/me': {
    path: () => '/api/tradesmen/profile/me',
    owner: 'tradesmanOwner',
    expect: { ...tradesmenOnly, owner: 'ok' },
  },
  'POST /api/tradesmen/profile': {
    path: () => '/api/tradesmen/profile',
    body: () => ({ businessName: 'New Biz', tradeCategories: ['tiler'] }),
    expect: tradesmenOnly,
  },
  'PUT /api/tradesmen/profile': {
    path: () => '/api/tradesmen/profile',
    body: () => ({ businessName: 'Renamed', tradeCategories: ['tiler'] }),
    expect: tradesmenOnly,
  },
  'GET /api/tradesmen/:id': { path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}`, expect: members },
  'GET /api/tradesmen/:id/projects': { path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/projects`, expect: members },
  'GET /api/tradesmen/:id/reviews': { path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/reviews`, expect: members },
  'GET /api/tradesmen/:id/endorsements': { path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/endorsements`, expect: members },
  // Clients only; without a job or an invitation every client is refused too (issue 23).
  'POST /api/tradesmen/:id/reviews': {
    path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/reviews`,
    body: () => ({ rating: 4, comment: 'Tidy work' }),
    expect: { anonymous: 401, client: 403, tradesman: 403, admin: 403, auditor: 403 },
  },
  'POST /api/tradesmen/me/review-invitations': {
    path: () => '/api/tradesmen/me/review-invitations',
    body: (w) => ({ email: 'past.customer@example.com', portfolioProjectId: w.ids.portfolioProject }),
    expect: { ...tradesmenOnly, owner: 'ok' },
  },
  'GET /api/tradesmen/me/review-invitations': {
    path: () => '/api/tradesmen/me/review-invitations',
    expect: { ...tradesmenOnly, owner: 'ok' },
  },
  'GET /api/reviews/invitations': { path: () => '/api/reviews/invitations', owner: 'clientOwner', expect: { ...clientsOnly, owner: 'ok' } },
  // The reviewed tradesman only (the owner of the profile); another tradesman is refused by the decider.
  'PUT /api/reviews/:id/reply': {
    path: (w) => `/api/reviews/${w.ids.review}/reply`,
    body: () => ({ text: 'Thank you for the kind words' }),
    expect: authorOnly,
  },
  'POST /api/tradesmen/:id/endorsements': {
    path: (w) => `/api/tradesmen/${w.ids.tradesmanProfile}/endorsements`,
    body: () => ({ skill: 'Electrical Rewiring' }),
    expect: tradesmenOnly,
  },
  'POST /api/tradesmen/:id/verify': { path: (w) => `/api/tradesmen/${w.ids.otherProfile}/verify`, expect: adminOnly },
  'POST /api/tradesmen/:id/unverify': { path: (w) => `/api/tradesmen/${w.ids.otherProfile}/unverify`, expect: adminOnly },

  'GET /api/projects/featured': { path: () => '/api/projects/featured', expect: everyone },
  'GET /api/projects/:id': { path: (w) => `/api/projects/${w.ids.portfolioProject}`, expect: members },
  'GET /api/projects/:id/reviews': { path: (w) => `/api/projects/${w.ids.portfolioProject}/reviews`, expect: members },
  'GET /api/projects/:id/similar': { path: (w) => `/api/projects/${w.ids.portfolioProject}/similar`, expect: members },
  'POST /api/projects': { path: () => '/api/projects', body: () => ({ title: 'Matrix portfolio piece' }), expect: tradesmenOnly },
  'PUT /api/projects/:id': {
    path: (w) => `/api/projects/${w.ids.portfolioProject}`,
    body: () => ({ title: 'Renamed piece' }),
    expect: { ...tradesmenOnly, tradesman: 403, owner: 'ok' },
  },
  'DELETE /api/projects/:id': { path: (w) => `/api/projects/${w.ids.portfolioProject}`, expect: { ...tradesmenOnly, tradesman: 403 } },

  'GET /api/blog/posts': { path: () => '/api/blog/posts', expect: everyone },
  'GET /api/blog/posts/:slug': { path: (w) => `/api/blog/posts/${w.ids.blogSlug}`, expect: everyone },
  'GET /api/blog/posts/by-id/:id': { path: (w) => `/api/blog/posts/by-id/${w.ids.blogPost}`, expect: adminOnly },
  'GET /api/blog/categories': { path: () => '/api/blog/categories', expect: everyone },
  'GET /api/blog/stats': { path: () => '/api/blog/stats', expect: adminOnly },
  'POST /api/blog/posts': {
    path: () => '/api/blog/posts',
    body: () => ({
      title: 'Matrix article',
      slug: 'matrix-article',
      excerpt: 'x',
      content: '<p>x</p>',
      category: 'Security Tests',
      tags: ['x'],
    }),
    expect: adminOnly,
  },
  'PUT /api/blog/posts/:id': { path: (w) => `/api/blog/posts/${w.ids.blogPost}`, body: () => ({ excerpt: 'Changed' }), expect: adminOnly },
  'POST /api/blog/posts/:id/publish': { path: (w) => `/api/blog/posts/${w.ids.blogPost}/publish`, expect: adminOnly },
  'POST /api/blog/posts/:id/unpublish': { path: (w) => `/api/blog/posts/${w.ids.blogPost}/unpublish`, expect: adminOnly },
  'POST /api/blog/posts/:id/views': { path: (w) => `/api/blog/posts/${w.ids.blogPost}/views`, expect: everyone },
  'DELETE /api/blog/posts/:id': { path: () => '/api/blog/posts/00000000-0000-4000-8000-000000000000', expect: adminOnly },
  'POST /api/blog/categories': { path: () => '/api/blog/categories', body: () => ({ name: 'Matrix Category' }), expect: adminOnly },
  'DELETE /api/blog/categories/:id': { path: () => '/api/blog/categories/00000000-0000-4000-8000-000000000000', expect: adminOnly },

  'POST /api/upload/image': {
    path: () => '/api/upload/image',
    expect: { anonymous: 401, client: 'ok', tradesman: 'ok', admin: 'ok', auditor: 'ok' },
  },

  'GET /api/audit/events': { path: () => '/api/audit/events?limit=5', expect: auditorsOnly },
  'GET /api/audit/events.ndjson': { path: () => '/api/audit/events.ndjson?type=ProjectPosted', expect: auditorsOnly },
  'GET /api/audit/streams/:streamId/events': { path: (w) => `${auditStream(w)}/events`, expect: auditorsOnly },
  'GET /api/audit/streams/:streamId/state': {
    path: (w) => `${auditStream(w)}/state?asOf=${encodeURIComponent(new Date().toISOString())}`,
    expect: auditorsOnly,
  },
  'POST /api/audit/verify': { path: () => '/api/audit/verify', expect: auditorsOnly },
  'POST /api/audit/streams/:streamId/events/:version/inspect': {
    path: (w) => `${auditStream(w)}/events/1/inspect`,
    body: () => ({ reason: 'Security matrix: reading one event' }),
    expect: auditorsOnly,
  },

  'GET /api/forum/posts': { path: () => '/api/forum/posts', expect: members },
  'GET /api/forum/categories': { path: () => '/api/forum/categories', expect: members },
  'GET /api/forum/posts/:id': { path: (w) => `/api/forum/posts/${w.ids.forum.post}`, expect: members },
  'POST /api/forum/posts': { path: () => '/api/forum/posts', body: () => forumPost, expect: members },
  'PUT /api/forum/posts/:id': { path: (w) => `/api/forum/posts/${w.ids.forum.post}`, body: () => forumPost, expect: authorOnly },
  'DELETE /api/forum/posts/:id': { path: (w) => `/api/forum/posts/${w.ids.forum.postToDelete}`, expect: authorOnly },
  'POST /api/forum/posts/:id/like': { path: (w) => `/api/forum/posts/${w.ids.forum.post}/like`, expect: members },
  'DELETE /api/forum/posts/:id/like': { path: (w) => `/api/forum/posts/${w.ids.forum.post}/like`, expect: members },
  'POST /api/forum/posts/:id/replies': {
    path: (w) => `/api/forum/posts/${w.ids.forum.post}/replies`,
    body: () => ({ content: 'Matrix answer' }),
    expect: members,
  },
  'POST /api/forum/posts/:id/solution': {
    path: (w) => `/api/forum/posts/${w.ids.forum.post}/solution`,
    body: (w) => ({ replyId: w.ids.forum.reply }),
    expect: authorOnly,
  },
  'POST /api/forum/posts/:id/hide': {
    path: (w) => `/api/forum/posts/${w.ids.forum.postToHide}/hide`,
    body: () => ({ reason: 'Matrix' }),
    expect: { ...adminOnly, owner: 403 },
  },
  'PUT /api/forum/replies/:id': {
    path: (w) => `/api/forum/replies/${w.ids.forum.reply}`,
    body: () => ({ content: 'Edited' }),
    owner: 'clientOwner',
    expect: authorOnly,
  },
  'DELETE /api/forum/replies/:id': {
    path: (w) => `/api/forum/replies/${w.ids.forum.replyToDelete}`,
    owner: 'clientOwner',
    expect: authorOnly,
  },
  'POST /api/forum/replies/:id/like': { path: (w) => `/api/forum/replies/${w.ids.forum.reply}/like`, expect: members },
  'DELETE /api/forum/replies/:id/like': { path: (w) => `/api/forum/replies/${w.ids.forum.reply}/like`, expect: members },
  'POST /api/forum/replies/:id/hide': {
    path: (w) => `/api/forum/replies/${w.ids.forum.replyToHide}/hide`,
    body: () => ({ reason: 'Matrix' }),
    owner: 'clientOwner',
    expect: { ...adminOnly, owner: 403 },
  },

  'GET /api/admin/stats': { path: () => '/api/admin/stats', expect: adminOnly },
  'GET /api/admin/activity': { path: () => '/api/admin/activity?type=project&limit=5', expect: adminOnly },
  'GET /api/admin/charts': { path: () => '/api/admin/charts', expect: adminOnly },
  'GET /api/admin/tradesmen': { path: () => '/api/admin/tradesmen?search=trades&limit=20&offset=0', expect: adminOnly },
  'GET /api/admin/projects': { path: () => '/api/admin/projects?search=loft', expect: adminOnly },
  'GET /api/admin/messages': { path: () => '/api/admin/messages?search=hello', expect: adminOnly },
  'GET /api/admin/users': { path: () => '/api/admin/users?offset=20', expect: adminOnly },
  'POST /api/admin/messages/:id/inspect': {
    path: () => '/api/admin/messages/00000000-0000-4000-8000-000000000000/inspect',
    expect: adminOnly,
  },
  'GET /api/admin/projections': { path: () => '/api/admin/projections', expect: adminOnly },
  'POST /api/admin/projections/:name/rebuild': { path: () => '/api/admin/projections/no-such-projection/rebuild', expect: adminOnly },

  // Reports: any member, once per subject (a second report is a 409, 'ok' here); never one's own content.
  'POST /api/reports': {
    path: () => '/api/reports',
    body: (w) => ({ subjectType: 'forumPost', subjectId: w.ids.forum.post, reason: 'spam', details: 'Matrix' }),
    expect: { ...members, owner: 403 },
  },
  'GET /api/admin/reports': { path: () => '/api/admin/reports', expect: adminOnly },
  // A subject nobody reported: the admin's call is a 404 (never hides the world's forum post).
  'POST /api/admin/reports/:subjectType/:subjectId/hide': {
    path: () => '/api/admin/reports/forumReply/00000000-0000-4000-8000-000000000000/hide',
    body: () => ({ reason: 'Matrix' }),
    expect: adminOnly,
  },
  'GET /api/admin/reports/hidden': { path: () => '/api/admin/reports/hidden', expect: adminOnly },
  // Nothing hidden by that id: the admin's call is a 404.
  'POST /api/admin/reports/hidden/:subjectType/:subjectId/restore': {
    path: () => '/api/admin/reports/hidden/review/00000000-0000-4000-8000-000000000000/restore',
    body: () => ({ reason: 'Matrix' }),
    expect: adminOnly,
  },
  'POST /api/admin/reports/:subjectType/:subjectId/dismiss': {
    path: () => '/api/admin/reports/review/00000000-0000-4000-8000-000000000000/dismiss',
    expect: adminOnly,
  },
};
