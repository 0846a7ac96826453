import type { Router } from 'express';
import {
  BLOG_SLUG_PATTERN,
  blogPostCommandRequestSchema,
  createBlogPostRequestSchema,
  listBlogPostsQuerySchema,
  updateBlogPostRequestSchema,
  type BlogPostContent,
  type BlogPostFields,
  type UpdateBlogPost,
} from '@tradeguild/contracts';
import { blogPostById, blogPostBySlug, listBlogPosts } from '@tradeguild/projections';
import { NotFoundError } from '../errors.ts';
import { user } from '../http/auth.ts';
import { answer, requestRunner } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { callerIsBlogManager, requireBlogManager } from './access.ts';
import { createBlogPost, deleteBlogPost, setBlogPostStatus, updateBlogPost } from './operations-post.ts';

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

export function mountPostReads(router: Router, deps: AppDeps) {
  router.get('/posts', async (req, res) => {
    const query = parseInput(listBlogPostsQuerySchema, req.query);
    // Only the manager may ask for drafts; anyone else gets published posts whatever they ask.
    const status = callerIsBlogManager(req, deps.policy) ? (query.status ?? 'published') : 'published';
    res.json(await listBlogPosts(deps.db, { ...query, status }));
  });

  router.get('/posts/by-id/:id', requireBlogManager(deps.policy), async (req, res) => {
    const post = await blogPostById(deps.db, pathId(req.params.id, 'Blog post'));
    if (!post) throw notFound();
    res.json(post);
  });

  router.get('/posts/:slug', async (req, res) => {
    const slug = req.params.slug;
    if (!BLOG_SLUG_PATTERN.test(slug)) throw notFound();
    const post = await blogPostBySlug(deps.db, slug);
    if (!post || (post.status !== 'published' && !callerIsBlogManager(req, deps.policy))) throw notFound();
    res.json(post);
  });
}

export function mountPostWrites(router: Router, deps: AppDeps) {
  const manager = requireBlogManager(deps.policy);

  router.post('/posts', manager, async (req, res) => {
    const input = parseInput(createBlogPostRequestSchema, req.body);
    const postId = newEntityId(req, input.commandId, 'blogPost');
    const position = await createBlogPost(requestRunner(deps, req), {
      postId,
      authorId: user(req).id,
      fields: toContent(input),
      status: input.status,
      commandId: input.commandId ?? null,
    });
    answer(res, postId, position, 201);
  });

  router.put('/posts/:id', manager, async (req, res) => {
    const postId = pathId(req.params.id, 'Blog post');
    const input = parseInput(updateBlogPostRequestSchema, req.body);
    const position = await updateBlogPost(requestRunner(deps, req), {
      postId,
      changes: toChanges(input),
      status: input.status,
      commandId: input.commandId ?? null,
    });
    answer(res, postId, position);
  });

  for (const [path, status] of [
    ['publish', 'published'],
    ['unpublish', 'draft'],
  ] as const) {
    router.post(`/posts/:id/${path}`, manager, async (req, res) => {
      const postId = pathId(req.params.id, 'Blog post');
      const { commandId } = parseInput(blogPostCommandRequestSchema, req.body);
      answer(res, postId, await setBlogPostStatus(requestRunner(deps, req), { postId, status, commandId: commandId ?? null }));
    });
  }

  router.delete('/posts/:id', manager, async (req, res) => {
    const postId = pathId(req.params.id, 'Blog post');
    const { commandId } = parseInput(blogPostCommandRequestSchema, req.body);
    answer(res, postId, await deleteBlogPost(requestRunner(deps, req), { postId, commandId: commandId ?? null }));
  });
}
