/** Every path of the app in one place (spec section 2, route table). */
export const paths = {
  home: '/',
  search: '/search',
  tradesman: (id: string) => `/tradesmen/${id}`,
  project: (id: string) => `/projects/${id}`,
  createProject: '/create-project',
  jobs: '/jobs',
  job: (id: string) => `/jobs/${id}`,
  myApplications: '/applications',
  myProjects: '/my-projects',
  messages: '/messages',
  community: '/community',
  admin: '/admin',
  adminBlog: '/admin/blog',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  profileEdit: '/profile/edit',
  portfolio: '/portfolio',
  portfolioNew: '/portfolio/new',
  portfolioEdit: (id: string) => `/portfolio/${id}/edit`,
  audit: '/audit',
  auditStream: (streamId: string) => `/audit/streams/${encodeURIComponent(streamId)}`,
  /** Public information pages (issue 15): linked from the footers and the sign-in dialog. */
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  howItWorks: '/how-it-works',
  safety: '/safety',
  disputes: '/disputes',
  contact: '/contact',
  help: '/help',
  /** The messages screen opens the conversation with `partner` (a user id); `quote` and `project` give it context;
   *  `tradesmanId` (the partner's profile id) lets it name a partner never written to before. */
  messageTo: (partnerUserId: string, context: { quote?: boolean; projectId?: string; tradesmanId?: string } = {}) => {
    const query = new URLSearchParams({ partner: partnerUserId });
    if (context.quote) query.set('quote', '1');
    if (context.projectId) query.set('project', context.projectId);
    if (context.tradesmanId) query.set('tradesman', context.tradesmanId);
    return `/messages?${query.toString()}`;
  },
} as const;
