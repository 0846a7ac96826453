import { BookOpen, FileText, PenSquare, Shield, Users } from 'lucide-react';
import type { ComingSoonProps } from '@/components/feedback/coming-soon-page';

export type ComingSoonKey = 'community' | 'admin' | 'adminBlog' | 'blog' | 'blogPost';

export const comingSoonPages: Record<ComingSoonKey, ComingSoonProps> = {
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
};
