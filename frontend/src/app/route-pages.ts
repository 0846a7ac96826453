/**
 * The loaders of the lazily loaded pages (app/router.tsx), in a chunk of their own: the list of every
 * page chunk and the chunks each imports (Vite's preload list, about 1 KB brotli) stays off the
 * visitor's landing (issue 22). main.tsx loads it beside the query client when the app starts from
 * the shell, so a member's first page costs no extra round trip.
 */
export const createProjectRoute = () => import('./routes/create-project').then((m) => ({ default: m.CreateProjectRoute }));
export const searchRoute = () => import('./routes/search').then((m) => ({ default: m.SearchRoute }));
export const tradesmanRoute = () => import('./routes/tradesman').then((m) => ({ default: m.TradesmanRoute }));
export const portfolioProjectRoute = () => import('./routes/portfolio-project').then((m) => ({ default: m.PortfolioProjectRoute }));
export const profileEditRoute = () => import('./routes/profile-edit').then((m) => ({ default: m.ProfileEditRoute }));
export const portfolioRoute = () => import('./routes/portfolio').then((m) => ({ default: m.PortfolioRoute }));
export const portfolioEditorRoute = () => import('./routes/portfolio').then((m) => ({ default: m.PortfolioEditorRoute }));
export const blogRoute = () => import('./routes/blog').then((m) => ({ default: m.BlogRoute }));
export const blogArticleRoute = () => import('./routes/blog').then((m) => ({ default: m.BlogArticleRoute }));
export const adminRoute = () => import('./routes/admin').then((m) => ({ default: m.AdminRoute }));
export const adminBlogRoute = () => import('./routes/admin-blog').then((m) => ({ default: m.AdminBlogRoute }));
export const auditLogRoute = () => import('./routes/audit').then((m) => ({ default: m.AuditLogRoute }));
export const auditStreamRoute = () => import('./routes/audit').then((m) => ({ default: m.AuditStreamRoute }));
export const communityRoute = () => import('./routes/community').then((m) => ({ default: m.CommunityRoute }));
export const communityPostRoute = () => import('./routes/community').then((m) => ({ default: m.CommunityPostRoute }));
export const findJobsRoute = () => import('./routes/client-projects').then((m) => ({ default: m.FindJobsRoute }));
export const jobRoute = () => import('./routes/client-projects').then((m) => ({ default: m.JobRoute }));
export const myApplicationsRoute = () => import('./routes/client-projects').then((m) => ({ default: m.MyApplicationsRoute }));
export const myProjectsRoute = () => import('./routes/client-projects').then((m) => ({ default: m.MyProjectsRoute }));
export const myProjectRoute = () => import('./routes/client-projects').then((m) => ({ default: m.MyProjectRoute }));
export const projectRoomRoute = () => import('./routes/client-projects').then((m) => ({ default: m.ProjectRoomRoute }));
export const trustRoute = () => import('./routes/trust').then((m) => ({ default: m.TrustRoute }));
export const messagesPage = () => import('@/features/messaging/components/messages-page').then((m) => ({ default: m.MessagesPage }));
export const settingsRoute = () => import('./routes/settings').then((m) => ({ default: m.SettingsRoute }));
export const dashboardRoute = () => import('./routes/dashboard').then((m) => ({ default: m.DashboardRoute }));
export const notificationSettingsRoute = () =>
  import('./routes/notification-settings').then((m) => ({ default: m.NotificationSettingsRoute }));
export const unsubscribePage = () => import('@/features/mail/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage }));
export const devMailboxPage = () => import('@/features/mail/components/dev-mailbox-page').then((m) => ({ default: m.DevMailboxPage }));
