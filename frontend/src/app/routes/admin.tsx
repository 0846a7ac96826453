import { AdminDashboardPage } from '@/features/admin/components/admin-dashboard-page';

/** /admin: any signed-in user reaches it; the page itself checks the permission. */
export function AdminRoute() {
  return <AdminDashboardPage />;
}
