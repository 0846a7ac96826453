import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './routes/guards';
import { IndexRoute } from './routes/index';
import { NotFoundRoute } from './routes/not-found';
import { PageSkeleton } from '@/components/feedback/page-skeleton';
import type { TrustPageKey } from '@/config/trust-links';

const CreateProjectRoute = lazy(() => import('./routes/create-project').then((m) => ({ default: m.CreateProjectRoute })));
const SearchRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute })));
const TradesmanRoute = lazy(() => import('./routes/tradesman').then((m) => ({ default: m.TradesmanRoute })));
const PortfolioProjectRoute = lazy(() => import('./routes/portfolio-project').then((m) => ({ default: m.PortfolioProjectRoute })));
const ProfileEditRoute = lazy(() => import('./routes/profile-edit').then((m) => ({ default: m.ProfileEditRoute })));
const PortfolioRoute = lazy(() => import('./routes/portfolio').then((m) => ({ default: m.PortfolioRoute })));
const PortfolioEditorRoute = lazy(() => import('./routes/portfolio').then((m) => ({ default: m.PortfolioEditorRoute })));
const BlogRoute = lazy(() => import('./routes/blog').then((m) => ({ default: m.BlogRoute })));
const BlogArticleRoute = lazy(() => import('./routes/blog').then((m) => ({ default: m.BlogArticleRoute })));
const AdminRoute = lazy(() => import('./routes/admin').then((m) => ({ default: m.AdminRoute })));
const AdminBlogRoute = lazy(() => import('./routes/admin-blog').then((m) => ({ default: m.AdminBlogRoute })));
const AuditLogRoute = lazy(() => import('./routes/audit').then((m) => ({ default: m.AuditLogRoute })));
const AuditStreamRoute = lazy(() => import('./routes/audit').then((m) => ({ default: m.AuditStreamRoute })));
const CommunityRoute = lazy(() => import('./routes/community').then((m) => ({ default: m.CommunityRoute })));
const CommunityPostRoute = lazy(() => import('./routes/community').then((m) => ({ default: m.CommunityPostRoute })));
const FindJobsRoute = lazy(() => import('./routes/client-projects').then((m) => ({ default: m.FindJobsRoute })));
const JobRoute = lazy(() => import('./routes/client-projects').then((m) => ({ default: m.JobRoute })));
const MyApplicationsRoute = lazy(() => import('./routes/client-projects').then((m) => ({ default: m.MyApplicationsRoute })));
const MyProjectsRoute = lazy(() => import('./routes/client-projects').then((m) => ({ default: m.MyProjectsRoute })));
const TrustRoute = lazy(() => import('./routes/trust').then((m) => ({ default: m.TrustRoute })));
const MessagesPage = lazy(() => import('@/features/messaging/components/messages-page').then((m) => ({ default: m.MessagesPage })));

const info = (page: TrustPageKey) => (
  <Suspense fallback={<PageSkeleton />}>
    <TrustRoute page={page} />
  </Suspense>
);
const member = (element: ReactNode) => (
  <RequireAuth>
    <Suspense fallback={<PageSkeleton />}>{element}</Suspense>
  </RequireAuth>
);

// Declarative routing (BrowserRouter + useRoutes), not the data router: nothing here uses loaders,
// and leaving them out keeps about 10 KB of compressed JavaScript off every first load (issue 15).
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <IndexRoute /> },
      {
        path: paths.blog,
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <BlogRoute />
          </Suspense>
        ),
      },
      {
        path: '/blog/:slug',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <BlogArticleRoute />
          </Suspense>
        ),
      },
      { path: paths.search, element: member(<SearchRoute />) },
      { path: '/tradesmen/:id', element: member(<TradesmanRoute />) },
      { path: '/projects/:id', element: member(<PortfolioProjectRoute />) },
      // Not wrapped in RequireAuth: the page itself shows 'Please log in to post a project'.
      {
        path: paths.createProject,
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <CreateProjectRoute />
          </Suspense>
        ),
      },
      // Like /create-project, the page itself asks logged-out visitors to log in.
      {
        path: paths.messages,
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <MessagesPage />
          </Suspense>
        ),
      },
      // The forum pages themselves ask logged-out visitors to log in.
      {
        path: paths.community,
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <CommunityRoute />
          </Suspense>
        ),
      },
      {
        path: '/community/posts/:id',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <CommunityPostRoute />
          </Suspense>
        ),
      },
      { path: paths.admin, element: member(<AdminRoute />) },
      { path: paths.adminBlog, element: member(<AdminBlogRoute />) },
      { path: paths.profileEdit, element: member(<ProfileEditRoute />) },
      { path: paths.portfolio, element: member(<PortfolioRoute />) },
      { path: paths.portfolioNew, element: member(<PortfolioEditorRoute />) },
      { path: '/portfolio/:id/edit', element: member(<PortfolioEditorRoute />) },
      { path: paths.audit, element: member(<AuditLogRoute />) },
      { path: '/audit/streams/:streamId', element: member(<AuditStreamRoute />) },
      { path: paths.jobs, element: member(<FindJobsRoute />) },
      { path: '/jobs/:id', element: member(<JobRoute />) },
      { path: paths.myApplications, element: member(<MyApplicationsRoute />) },
      { path: paths.myProjects, element: member(<MyProjectsRoute />) },
      // Public information pages (issue 15).
      { path: paths.terms, element: info('terms') },
      { path: paths.privacy, element: info('privacy') },
      { path: paths.cookies, element: info('cookies') },
      { path: paths.howItWorks, element: info('howItWorks') },
      { path: paths.safety, element: info('safety') },
      { path: paths.disputes, element: info('disputes') },
      { path: paths.contact, element: info('contact') },
      { path: paths.help, element: info('help') },
      { path: '*', element: <NotFoundRoute /> },
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
