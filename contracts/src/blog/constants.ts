/** Blog constants from spec section 9, shared by the server and the screens. */

/** The fixed category filter of the public blog list, in the spec's order. */
export const BLOG_CATEGORIES = [
  'Tools & Equipment',
  'DIY Projects',
  'Technology',
  'Safety & Regulations',
  'Business Tips',
  'Electrical',
  'Plumbing',
  'Carpentry',
  'Tiling & Flooring',
  'Painting & Decorating',
  'Roofing',
  'Heating & Cooling',
  'Landscaping',
  'Kitchen & Bathroom',
  'Smart Home',
  'Materials & Supplies',
  'Project Management',
  'Customer Relations',
  'Industry News',
  'Training & Certification',
  'HVAC & Air Quality',
  'Home Security',
] as const;

export const BLOG_POST_STATUSES = ['draft', 'published'] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  /** Sanitised HTML; the API's JSON body limit (100 kB) is the real ceiling. */
  content: 60_000,
  category: 100,
  tags: 10,
  tag: 40,
  metaTitle: 200,
  metaDescription: 300,
  categoryName: 100,
  categoryDescription: 500,
  listDefault: 50,
  listMax: 100,
  relatedArticles: 3,
  cardTags: 3,
  /** How many of the newest posts the RSS feed carries. */
  rssItems: 50,
} as const;

/** List cards show a fixed reading time (spec section 9); the article computes its own. */
export const BLOG_CARD_READ_TIME = '5 min read';

/** Reading time of an article: content length / 1000, rounded up, in minutes (spec section 9). */
export const readingTimeMinutes = (content: string): number => Math.ceil(content.length / 1000);

/**
 * The slug a title suggests (spec section 4): lower-case, every run of characters other than
 * letters and digits becomes one hyphen, leading and trailing hyphens trimmed.
 */
export const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Lower-case letters, digits and single hyphens between them. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The description a new category gets when none is given (spec section 7). */
export const defaultCategoryDescription = (name: string) => `Category for ${name} related content`;
