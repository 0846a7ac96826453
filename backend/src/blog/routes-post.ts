import { type BlogPostContent, type BlogPostFields, type UpdateBlogPost } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { blogPostById, blogPostBySlug, listBlogPosts } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { user } from '../http/auth.ts';
import { answer, requestRunner } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { callerIsBlogManager, requireBlogManager } from './access.ts';
import { createBlogPost, deleteBlogPost, setBlogPostStatus, updateBlogPost } from './operations-post.ts';

const routes = apiRoutes.blog;

const toContent = (f: BlogPostFields): BlogPostContent => ({
  title: f.title,
  slug: f.slug,
  excerpt: f.excerpt,
  content: f.content,
  featuredImage: f.featuredImage ?? null,
  category: f.category,
  tags: f.tags,
  metaTitle: f.metaTitle ?? null,
  metaDescription: f.metaDescription ?? null,
});

/** The fields an update names; an optional field sent blank is cleared. */
function toChanges({ commandId: _, status: __, ...fields }: UpdateBlogPost): Partial<BlogPostContent> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) changes[key] = value ?? null;
  return changes as Partial<BlogPostContent>;
}

const notFound = () => new NotFoundError('Blog post not found');

export function mountPostReads(api: ApiRouter, deps: AppDeps) {
  api.on(routes.posts, async ({ query }, req, res) => {
    // Only the manager may ask for drafts; anyone else gets published posts whatever they ask.
    const status = callerIsBlogManager(req, deps.policy) ? (query.status ?? 'published') : 'published';
    res.json(await listBlogPosts(deps.db, { ...query, status }));
  });

  api.on(routes.postById, requireBlogManager(deps.policy), async ({ params }, _req, res) => {
    const post = await blogPostById(deps.db, params.id);
    if (!post) throw notFound();
    res.json(post);
  });

  api.on(routes.postBySlug, async ({ params }, req, res) => {
    const post = await blogPostBySlug(deps.db, params.slug);
    if (!post || (post.status !== 'published' && !callerIsBlogManager(req, deps.policy))) throw notFound();
    res.json(post);
  });
}

/** A post's slug is reserved on its own stream first, so each write is a multi-stream operation (operations-post.ts). */
export function mountPostWrites(api: ApiRouter, deps: AppDeps) {
  const manager = requireBlogManager(deps.policy);

  api.on(routes.createPost, manager, async ({ body }, req, res) => {
    const postId = newEntityId(req, body.commandId, 'blogPost');
    const position = await createBlogPost(requestRunner(deps, req), {
      postId,
      authorId: user(req).id,
      fields: toContent(body),
      status: body.status,
      commandId: body.commandId ?? null,
    });
    answer(res, postId, position, 201);
  });

  api.on(routes.updatePost, manager, async ({ params: { id: postId }, body }, req, res) => {
    const position = await updateBlogPost(requestRunner(deps, req), {
      postId,
      changes: toChanges(body),
      status: body.status,
      commandId: body.commandId ?? null,
    });
    answer(res, postId, position);
  });

  for (const [route, status] of [
    [routes.publishPost, 'published'],
    [routes.unpublishPost, 'draft'],
  ] as const) {
    api.on(route, manager, async ({ params: { id: postId }, body: { commandId } }, req, res) => {
      answer(res, postId, await setBlogPostStatus(requestRunner(deps, req), { postId, status, commandId: commandId ?? null }));
    });
  }

  api.on(routes.deletePost, manager, async ({ params: { id: postId }, body: { commandId } }, req, res) => {
    answer(res, postId, await deleteBlogPost(requestRunner(deps, req), { postId, commandId: commandId ?? null }));
  });
}
