import { CLIENT_ROUTES as r } from '@tradeguild/contracts/shared/client-routes';

/** Every path of the app in one place (spec section 2, route table): links to the pages of contracts' CLIENT_ROUTES. */
export const paths = {
  home: r.home,
  search: r.search,
  tradesman: (id: string) => `/tradesmen/${id}`,
  project: (id: string) => `/projects/${id}`,
  createProject: r.createProject,
  jobs: r.jobs,
  job: (id: string) => `/jobs/${id}`,
  myApplications: r.myApplications,
  myProjects: r.myProjects,
  myProject: (id: string) => `/my-projects/${id}`,
  myProjectRoom: (id: string) => `/my-projects/${id}/room`,
  messages: r.messages,
  community: r.community,
  admin: r.admin,
  adminBlog: r.adminBlog,
  blog: r.blog,
  blogPost: (slug: string) => `/blog/${slug}`,
  profileEdit: r.profileEdit,
  portfolio: r.portfolio,
  portfolioNew: r.portfolioNew,
  portfolioEdit: (id: string) => `/portfolio/${id}/edit`,
  audit: r.audit,
  auditStream: (streamId: string) => `/audit/streams/${encodeURIComponent(streamId)}`,
  /** Public information pages (issue 15): linked from the footers and the sign-in dialog. */
  terms: r.terms,
  privacy: r.privacy,
  cookies: r.cookies,
  howItWorks: r.howItWorks,
  safety: r.safety,
  disputes: r.disputes,
  contact: r.contact,
  help: r.help,
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
