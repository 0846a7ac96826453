import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { CLIENT_ROUTES, type ClientRoute } from '@tradeguild/contracts/shared/client-routes';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './routes/guards';
import { WithQueries } from './with-queries';
import { IndexRoute } from './routes/index';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import type { TrustPageKey } from '@/config/trust-links';

// Each page's code is loaded through route-pages.ts, one small chunk: the list of every page chunk
// with what it imports (Vite's preload list) is there, not on the landing's first load (issue 22).
// main.tsx loads it before a start from the shell; a visitor's first move off the landing, with it.
const CreateProjectRoute = lazy(() => import('./route-pages').then((m) => m.createProjectRoute()));
const SearchRoute = lazy(() => import('./route-pages').then((m) => m.searchRoute()));
const TradesmanRoute = lazy(() => import('./route-pages').then((m) => m.tradesmanRoute()));
const PortfolioProjectRoute = lazy(() => import('./route-pages').then((m) => m.portfolioProjectRoute()));
const ProfileEditRoute = lazy(() => import('./route-pages').then((m) => m.profileEditRoute()));
const PortfolioRoute = lazy(() => import('./route-pages').then((m) => m.portfolioRoute()));
const PortfolioEditorRoute = lazy(() => import('./route-pages').then((m) => m.portfolioEditorRoute()));
const BlogRoute = lazy(() => import('./route-pages').then((m) => m.blogRoute()));
const BlogArticleRoute = lazy(() => import('./route-pages').then((m) => m.blogArticleRoute()));
const AdminRoute = lazy(() => import('./route-pages').then((m) => m.adminRoute()));
const AdminBlogRoute = lazy(() => import('./route-pages').then((m) => m.adminBlogRoute()));
const AuditLogRoute = lazy(() => import('./route-pages').then((m) => m.auditLogRoute()));
const AuditStreamRoute = lazy(() => import('./route-pages').then((m) => m.auditStreamRoute()));
const CommunityRoute = lazy(() => import('./route-pages').then((m) => m.communityRoute()));
const CommunityPostRoute = lazy(() => import('./route-pages').then((m) => m.communityPostRoute()));
const FindJobsRoute = lazy(() => import('./route-pages').then((m) => m.findJobsRoute()));
const JobRoute = lazy(() => import('./route-pages').then((m) => m.jobRoute()));
const MyApplicationsRoute = lazy(() => import('./route-pages').then((m) => m.myApplicationsRoute()));
const MyProjectsRoute = lazy(() => import('./route-pages').then((m) => m.myProjectsRoute()));
const MyProjectRoute = lazy(() => import('./route-pages').then((m) => m.myProjectRoute()));
const ProjectRoomRoute = lazy(() => import('./route-pages').then((m) => m.projectRoomRoute()));
const TrustRoute = lazy(() => import('./route-pages').then((m) => m.trustRoute()));
// Off the landing's first load too (issue 22): a visitor's links never lead to it.
const NotFoundRoute = lazy(() => import('./routes/not-found').then((m) => ({ default: m.NotFoundRoute })));
const SettingsRoute = lazy(() => import('./route-pages').then((m) => m.settingsRoute()));
const MessagesPage = lazy(() => import('./route-pages').then((m) => m.messagesPage()));
const NotificationSettingsRoute = lazy(() => import('./route-pages').then((m) => m.notificationSettingsRoute()));
const UnsubscribePage = lazy(() => import('./route-pages').then((m) => m.unsubscribePage()));
const DevMailboxPage = lazy(() => import('./route-pages').then((m) => m.devMailboxPage()));

// Every page but '/' and the 404 may fetch: `WithQueries` loads TanStack Query for it when the
// app started as the visitor's hydrated landing, without it (issue 22).
const page = (element: ReactNode) => (
  <Suspense fallback={<PageSkeleton />}>
    <WithQueries>{element}</WithQueries>
  </Suspense>
);
const info = (key: TrustPageKey) => page(<TrustRoute page={key} />);
const member = (element: ReactNode) => <RequireAuth>{page(element)}</RequireAuth>;

// One page per pattern of the shared list (contracts' CLIENT_ROUTES): the server answers 404 for any
// other path, so a page added here without its pattern there fails to compile.
const pages: Record<ClientRoute, ReactNode> = {
  home: <IndexRoute />,
  blog: page(<BlogRoute />),
  blogPost: page(<BlogArticleRoute />),
  search: member(<SearchRoute />),
  tradesman: member(<TradesmanRoute />),
  project: member(<PortfolioProjectRoute />),
  // Not wrapped in RequireAuth: the page itself shows 'Please log in to post a project'.
  createProject: page(<CreateProjectRoute />),
  // Like /create-project, the page itself asks logged-out visitors to log in.
  messages: page(<MessagesPage />),
  // The forum pages themselves ask logged-out visitors to log in.
  community: page(<CommunityRoute />),
  communityPost: page(<CommunityPostRoute />),
  admin: member(<AdminRoute />),
  adminBlog: member(<AdminBlogRoute />),
  profileEdit: member(<ProfileEditRoute />),
  portfolio: member(<PortfolioRoute />),
  portfolioNew: member(<PortfolioEditorRoute />),
  portfolioEdit: member(<PortfolioEditorRoute />),
  audit: member(<AuditLogRoute />),
  auditStream: member(<AuditStreamRoute />),
  jobs: member(<FindJobsRoute />),
  job: member(<JobRoute />),
  myApplications: member(<MyApplicationsRoute />),
  myProjects: member(<MyProjectsRoute />),
  myProject: member(<MyProjectRoute />),
  // The client and the hired tradesmen: the room itself says who may read it.
  myProjectRoom: member(<ProjectRoomRoute />),
  // Public information pages (issue 15).
  terms: info('terms'),
  privacy: info('privacy'),
  cookies: info('cookies'),
  howItWorks: info('howItWorks'),
  safety: info('safety'),
  disputes: info('disputes'),
  contact: info('contact'),
  help: info('help'),
  // Your account: your data, closing it (and reopening a closed one; decision 0061).
  settings: member(<SettingsRoute />),
  // E-mail (issue 25): the choices; an e-mail's unsubscribe link (no sign-in); the local catcher's mail (admins).
  notificationSettings: member(<NotificationSettingsRoute />),
  unsubscribe: page(<UnsubscribePage />),
  devMailbox: member(<DevMailboxPage />),
};

// Declarative routing (BrowserRouter + useRoutes), not the data router: nothing here uses loaders,
// and leaving them out keeps about 10 KB of compressed JavaScript off every first load (issue 15).
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      ...(Object.keys(pages) as ClientRoute[]).map((key) => ({ path: CLIENT_ROUTES[key], element: pages[key] })),
      {
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundRoute />
          </Suspense>
        ),
      },
    ],
  },
];

/** The app's routes, inside a router: BrowserRouter in the browser, StaticRouter when the landing is prerendered. */
export function AppRoutes() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
