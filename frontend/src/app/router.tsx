import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AppLayout } from './layout/app-layout';
import { RequireAuth } from './routes/guards';
import { IndexRoute } from './routes/index';
import { NotFoundRoute } from './routes/not-found';
import { comingSoonPages, type ComingSoonKey } from './routes/coming-soon';
import { ComingSoonPage } from '@/components/feedback/coming-soon-page';
import { PageSkeleton } from '@/components/feedback/page-skeleton';

const CreateProjectRoute = lazy(() => import('./routes/create-project').then((m) => ({ default: m.CreateProjectRoute })));
const SearchRoute = lazy(() => import('./routes/search').then((m) => ({ default: m.SearchRoute })));
const TradesmanRoute = lazy(() => import('./routes/tradesman').then((m) => ({ default: m.TradesmanRoute })));
const ProjectRoute = lazy(() => import('./routes/project').then((m) => ({ default: m.ProjectRoute })));
const ProfileEditRoute = lazy(() => import('./routes/profile-edit').then((m) => ({ default: m.ProfileEditRoute })));
const PortfolioRoute = lazy(() => import('./routes/portfolio').then((m) => ({ default: m.PortfolioRoute })));
const PortfolioEditorRoute = lazy(() => import('./routes/portfolio').then((m) => ({ default: m.PortfolioEditorRoute })));
const MessagesPage = lazy(() => import('@/features/messaging/components/messages-page').then((m) => ({ default: m.MessagesPage })));

const soon = (key: ComingSoonKey) => <ComingSoonPage {...comingSoonPages[key]} />;
const members = (key: ComingSoonKey) => <RequireAuth>{soon(key)}</RequireAuth>;
const member = (element: ReactNode) => <RequireAuth><Suspense fallback={<PageSkeleton />}>{element}</Suspense></RequireAuth>;

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <IndexRoute /> },
      { path: paths.blog, element: soon('blog') },
      { path: '/blog/:slug', element: soon('blogPost') },
      { path: paths.search, element: member(<SearchRoute />) },
      { path: '/tradesmen/:id', element: member(<TradesmanRoute />) },
      { path: '/projects/:id', element: member(<ProjectRoute />) },
      // Not wrapped in RequireAuth: the page itself shows 'Please log in to post a project'.
      { path: paths.createProject, element: <Suspense fallback={<PageSkeleton />}><CreateProjectRoute /></Suspense> },
      // Like /create-project, the page itself asks logged-out visitors to log in.
      { path: paths.messages, element: <Suspense fallback={<PageSkeleton />}><MessagesPage /></Suspense> },
      { path: paths.community, element: members('community') },
      { path: paths.admin, element: members('admin') },
      { path: paths.adminBlog, element: members('adminBlog') },
      { path: paths.profileEdit, element: member(<ProfileEditRoute />) },
      { path: paths.portfolio, element: member(<PortfolioRoute />) },
      { path: paths.portfolioNew, element: member(<PortfolioEditorRoute />) },
      { path: '/portfolio/:id/edit', element: member(<PortfolioEditorRoute />) },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
