import {
  BLOG_CATEGORIES,
  blogCategoryStreamId,
  blogPostStreamId,
  createBlogPostRequestSchema,
  slugify,
  type BlogPostContent,
  type EventStore,
} from '@tradeguild/contracts';
import { localAccountId } from '../accounts/local-oidc.ts';
import { blogPostDecider } from '../blog/decide-post.ts';
import { createBlogCategory } from '../blog/operations-category.ts';
import { createBlogPost } from '../blog/operations-post.ts';
import { idFromCommand } from '../commands/ids.ts';
import { storeRunner } from '../commands/runner.ts';
import { AppError } from '../errors.ts';
import { DEMO_ARTICLES, type DemoArticle } from './blog-articles.ts';

const DAY = 86_400_000;
/** The default BLOG_MANAGER_EMAIL (ADMIN_EMAIL) writes the demo articles. */
const MANAGER_ID = localAccountId('admin@tradeguild.local');

interface BlogSeedRun {
  store: EventStore;
  commandId: (key: string) => string;
  record: (outcome: { duplicate: boolean; position: unknown }) => void;
}

/**
 * The fixed category list and the demo articles, through the same commands as the API, with fixed
 * command ids: a second run appends nothing.
 */
export async function seedBlog(run: BlogSeedRun): Promise<void> {
  const runner = storeRunner(run.store, MANAGER_ID);
  for (const name of BLOG_CATEGORIES) {
    const commandId = run.commandId(`blogCategory:${name}`);
    const categoryId = idFromCommand(commandId, 'blogCategory:');
    if (await exists(run.store, blogCategoryStreamId(categoryId))) continue;
    const position = await createBlogCategory(runner, { categoryId, name, isActive: true, commandId }).catch(skipTaken);
    run.record({ duplicate: false, position });
  }
  for (const article of DEMO_ARTICLES) await seedArticle(run, article);
}

const exists = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).version > 0;

/** A slug or category name someone already uses is theirs: that demo item is left out. */
function skipTaken(err: unknown): null {
  if (err instanceof AppError && err.status === 409) return null;
  throw err;
}

async function seedArticle(run: BlogSeedRun, article: DemoArticle): Promise<void> {
  const slug = slugify(article.title);
  const commandId = run.commandId(`blogPost:${slug}`);
  const postId = idFromCommand(commandId, 'blogPost:');
  const when = new Date(Date.now() - article.daysAgo * DAY);
  // Seeded once: a demo post the manager has since edited or deleted stays as they left it.
  if (await exists(run.store, blogPostStreamId(postId))) return;
  const runner = storeRunner(run.store, MANAGER_ID, () => when);
  // The same checks as the API's dialog.
  const input = createBlogPostRequestSchema.parse({ ...article, slug, status: article.status ?? 'published' });
  const fields: BlogPostContent = {
    title: input.title,
    slug,
    excerpt: input.excerpt,
    content: input.content,
    featuredImage: input.featuredImage ?? null,
    category: input.category,
    tags: input.tags,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
  };
  const position = await createBlogPost(runner, { postId, authorId: MANAGER_ID, fields, status: input.status, commandId }).catch(skipTaken);
  run.record({ duplicate: false, position });
  if (position && article.views > 0) {
    const views = await storeRunner(run.store).run({
      streamId: blogPostStreamId(postId),
      decider: blogPostDecider,
      command: { type: 'RecordBlogPostViews', data: { postId, count: article.views } },
      commandId: run.commandId(`blogViews:${slug}`),
    });
    run.record({ duplicate: false, position: views.position });
  }
}
