/**
 * The web app's pages, as react-router path patterns (':name' stands for one path segment). The one
 * list: the frontend router has a page for each, and the server answers any other path with the
 * app's 404 page and HTTP status 404 (issue 23). No zod here, so the landing's first load stays small.
 */
export const CLIENT_ROUTES = {
  home: '/',
  blog: '/blog',
  blogPost: '/blog/:slug',
  search: '/search',
  tradesman: '/tradesmen/:id',
  project: '/projects/:id',
  createProject: '/create-project',
  messages: '/messages',
  community: '/community',
  communityPost: '/community/posts/:id',
  admin: '/admin',
  adminBlog: '/admin/blog',
  profileEdit: '/profile/edit',
  portfolio: '/portfolio',
  portfolioNew: '/portfolio/new',
  portfolioEdit: '/portfolio/:id/edit',
  audit: '/audit',
  auditStream: '/audit/streams/:streamId',
  jobs: '/jobs',
  job: '/jobs/:id',
  myApplications: '/applications',
  myProjects: '/my-projects',
  myProject: '/my-projects/:id',
  myProjectRoom: '/my-projects/:id/room',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  howItWorks: '/how-it-works',
  safety: '/safety',
  disputes: '/disputes',
  contact: '/contact',
  help: '/help',
  settings: '/settings',
  notificationSettings: '/settings/notifications',
  unsubscribe: '/unsubscribe',
  devMailbox: '/dev/mailbox',
} as const;

export type ClientRoute = keyof typeof CLIENT_ROUTES;

const segments = (p: string) => p.split('/').filter(Boolean);
const PATTERNS = Object.values(CLIENT_ROUTES).map(segments);

/**
 * Whether the router has a page for `pathname`, matched as react-router does by default: letters in
 * any case, a trailing slash allowed, ':name' matching any one non-empty segment.
 */
export function isClientRoute(pathname: string): boolean {
  const parts = segments(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length && pattern.every((s, i) => s.startsWith(':') || s.toLowerCase() === parts[i]!.toLowerCase()),
  );
}
