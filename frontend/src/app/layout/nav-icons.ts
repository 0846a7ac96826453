import { BookOpen, Briefcase, MessageSquare, PlusCircle, ScrollText, Search, Shield, Users, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

/**
 * The nav links' icons, shown only in the small-screen menu (the desktop bar is text only): kept
 * apart from nav-items.ts so that they load with that menu, not on the landing's first load (issue 22).
 */
export const NAV_ICONS: Record<string, LucideIcon> = {
  [paths.search]: Search,
  [paths.createProject]: PlusCircle,
  [paths.community]: Users,
  [paths.blog]: BookOpen,
  [paths.messages]: MessageSquare,
  [paths.jobs]: Briefcase,
  [paths.admin]: Shield,
  [paths.audit]: ScrollText,
};
