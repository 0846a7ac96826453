import { BookOpen, FileText, FolderOpen, Hammer, MessageSquare, PenSquare, Search, Shield, UserCog, Users } from 'lucide-react';
import type { ComingSoonProps } from '@/components/feedback/coming-soon-page';

export type ComingSoonKey =
  | 'search' | 'tradesman' | 'project' | 'messages' | 'community'
  | 'admin' | 'adminBlog' | 'blog' | 'blogPost' | 'profileEdit';

export const comingSoonPages: Record<ComingSoonKey, ComingSoonProps> = {
  search: {
    title: 'Find Expert Tradesmen',
    description: 'Search verified tradespeople near you by trade, specialism, availability and rating.',
    icon: Search,
    highlights: ['Filter by trade, location and minimum rating', 'Compare portfolios side by side', 'See who is available this week'],
  },
  tradesman: {
    title: 'Tradesman profiles',
    description: 'Full business profiles with portfolios, reviews, peer endorsements and equipment.',
    icon: Hammer,
    highlights: ['Before-and-after project portfolios', 'Verified client reviews', 'Certifications and specialisms'],
  },
  project: {
    title: 'Project showcases',
    description: 'The story behind each project: the challenge, the solution, materials and the client’s verdict.',
    icon: FolderOpen,
    highlights: ['Before and after galleries', 'Budget range and timeline', 'Reviews from the homeowner'],
  },
  messages: {
    title: 'Messages',
    description: 'Talk to tradespeople and clients directly, with every conversation in one place.',
    icon: MessageSquare,
    highlights: ['Real-time conversations', 'Unread counts at a glance', 'Search across your conversations'],
  },
  community: {
    title: 'Community Forum',
    description: 'Swap advice, ask technical questions and learn from professionals across every trade.',
    icon: Users,
    highlights: ['Technical and business discussions', 'Tips, tools and regulations', 'Peer recognition for helpful answers'],
  },
  admin: {
    title: 'Admin Dashboard',
    description: 'Platform overview for the TradeGuild team: tradesmen, projects, messages and users.',
    icon: Shield,
    highlights: ['Live platform statistics', 'Verification queue', 'User and content management'],
  },
  adminBlog: {
    title: 'Blog Management',
    description: 'Write, edit and publish articles for the TradeGuild blog.',
    icon: PenSquare,
    highlights: ['Draft and publish posts', 'Manage categories', 'Track article views'],
  },
  blog: {
    title: 'TradeGuild Blog',
    description: 'Expert insights, tips, and guides for homeowners and tradespeople',
    icon: BookOpen,
    highlights: ['Planning and budgeting guides', 'Regulations explained in plain English', 'Stories from the trade'],
  },
  blogPost: {
    title: 'Articles are on their way',
    description: 'Our first guides for homeowners and tradespeople are being written right now.',
    icon: FileText,
    highlights: ['Practical, step-by-step advice', 'Written with working tradespeople', 'Related reading on every article'],
  },
  profileEdit: {
    title: 'Your business profile',
    description: 'Set up the profile clients see: your trade, service area, specialisms and portfolio.',
    icon: UserCog,
    highlights: ['Business details and contact info', 'Portfolio with before-and-after photos', 'Certifications and insurance'],
  },
};
