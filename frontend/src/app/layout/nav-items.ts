import { paths } from '@/config/paths';
import type { CurrentUser } from '@/lib/auth';

export type NavItem = {
  to: string;
  label: string;
  /** Logged-out visitors get a sign-in prompt instead of navigating (landing placeholders). */
  membersOnly: boolean;
};

const base: NavItem[] = [
  { to: paths.search, label: 'Find Tradesmen', membersOnly: true },
  { to: paths.createProject, label: 'Post a Project', membersOnly: true },
  { to: paths.community, label: 'Community', membersOnly: true },
  { to: paths.blog, label: 'Blog', membersOnly: false },
  { to: paths.messages, label: 'Messages', membersOnly: true },
];

/** Tradesmen find work instead of posting it. */
const findJobs: NavItem = { to: paths.jobs, label: 'Find Jobs', membersOnly: true };

const admin: NavItem = { to: paths.admin, label: 'Admin', membersOnly: true };
const audit: NavItem = { to: paths.audit, label: 'Audit', membersOnly: true };

/** The top bar links; Messages only for members on mobile, Admin only for the admin account. */
export function navItems(user: CurrentUser | null, variant: 'desktop' | 'mobile'): NavItem[] {
  const forRole = user?.userType === 'tradesman' ? base.map((i) => (i.to === paths.createProject ? findJobs : i)) : base;
  const items = variant === 'mobile' && !user ? forRole.filter((i) => i.to !== paths.messages) : forRole;
  const withAdmin = user?.isAdminAccount ? [...items, admin] : items;
  // Beyond the spec (docs/decisions/0018-audit-from-the-event-store.md): auditors get a link to the audit area.
  return user?.isAuditor ? [...withAdmin, audit] : withAdmin;
}
