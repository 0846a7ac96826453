import { BookOpen, MessageSquare, PlusCircle, Search, Shield, Users, type LucideIcon } from 'lucide-react';
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

const admin: NavItem = { to: paths.admin, label: 'Admin', icon: Shield, membersOnly: true };

/** The top bar links; Messages only for members on mobile, Admin only for the admin account. */
export function navItems(user: CurrentUser | null, variant: 'desktop' | 'mobile'): NavItem[] {
  const items = variant === 'mobile' && !user ? base.filter((i) => i.to !== paths.messages) : base;
  return user?.isAdminAccount ? [...items, admin] : items;
}
