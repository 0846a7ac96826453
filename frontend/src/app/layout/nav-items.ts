import { BookOpen, Briefcase, MessageSquare, PlusCircle, ScrollText, Search, Shield, Users, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import type { CurrentUser } from '@/lib/auth';

export type NavItem = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Logged-out visitors get a sign-in prompt instead of navigating (landing placeholders). */
  membersOnly: boolean;
};

const base: NavItem[] = [
  { to: paths.search, label: 'Find Tradesmen', icon: Search, membersOnly: true },
  { to: paths.createProject, label: 'Post a Project', icon: PlusCircle, membersOnly: true },
  { to: paths.community, label: 'Community', icon: Users, membersOnly: true },
  { to: paths.blog, label: 'Blog', icon: BookOpen, membersOnly: false },
  { to: paths.messages, label: 'Messages', icon: MessageSquare, membersOnly: true },
];

/** Tradesmen find work instead of posting it. */
const findJobs: NavItem = { to: paths.jobs, label: 'Find Jobs', icon: Briefcase, membersOnly: true };

const admin: NavItem = { to: paths.admin, label: 'Admin', icon: Shield, membersOnly: true };
const audit: NavItem = { to: paths.audit, label: 'Audit', icon: ScrollText, membersOnly: true };

/** The top bar links; Messages only for members on mobile, Admin only for the admin account. */
export function navItems(user: CurrentUser | null, variant: 'desktop' | 'mobile'): NavItem[] {
  const forRole = user?.userType === 'tradesman' ? base.map((i) => (i.to === paths.createProject ? findJobs : i)) : base;
  const items = variant === 'mobile' && !user ? forRole.filter((i) => i.to !== paths.messages) : forRole;
  const withAdmin = user?.isAdminAccount ? [...items, admin] : items;
  // Beyond the spec (docs/decisions/0018-audit-from-the-event-store.md): auditors get a link to the audit area.
  return user?.isAuditor ? [...withAdmin, audit] : withAdmin;
}
