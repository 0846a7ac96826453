/** Every path of the app in one place (spec section 2, route table). */
export const paths = {
  home: '/',
  search: '/search',
  tradesman: (id: string) => `/tradesmen/${id}`,
  project: (id: string) => `/projects/${id}`,
  createProject: '/create-project',
  messages: '/messages',
  community: '/community',
  admin: '/admin',
  adminBlog: '/admin/blog',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${slug}`,
  profileEdit: '/profile/edit',
} as const;
