import { lazy, Suspense } from 'react';
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

const soon = (key: ComingSoonKey) => <ComingSoonPage {...comingSoonPages[key]} />;
const members = (key: ComingSoonKey) => <RequireAuth>{soon(key)}</RequireAuth>;

const router = createBrowserRouter([
  {
    element: <AppLayout />,
    children: [
      { path: paths.home, element: <IndexRoute /> },
      { path: paths.blog, element: soon('blog') },
      { path: '/blog/:slug', element: soon('blogPost') },
      { path: paths.search, element: members('search') },
      { path: '/tradesmen/:id', element: members('tradesman') },
      { path: '/projects/:id', element: members('project') },
      // Not wrapped in RequireAuth: the page itself shows 'Please log in to post a project'.
      { path: paths.createProject, element: <Suspense fallback={<PageSkeleton />}><CreateProjectRoute /></Suspense> },
      { path: paths.messages, element: members('messages') },
      { path: paths.community, element: members('community') },
      { path: paths.admin, element: members('admin') },
      { path: paths.adminBlog, element: members('adminBlog') },
      { path: paths.profileEdit, element: members('profileEdit') },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
