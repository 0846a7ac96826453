import { blogPostStreamId, type BlogPostContent, type BlogPostStatus } from '@tradeguild/contracts';
import { loadState } from '../commands/load-state.ts';
import type { CommandRunner } from '../commands/runner.ts';
import type { BlogPostCommand } from './commands.ts';
import { blogPostDecider, cleanContent } from './decide-post.ts';
import { latest, orRelease, releaseSlug, reserveSlug, stepCommandId } from './operations.ts';
import { isLive } from './state-post.ts';

/**
 * Post operations that touch more than the post's own stream: the slug is reserved first, the post
 * written next, and a failed write gives the slug back (docs/decisions/0023-blog-manager-and-slugs.md).
 */
type Step = { commandId: string | null };

const runOnPost = (runner: CommandRunner, postId: string, command: BlogPostCommand, commandId: string | null) =>
  runner.run({ streamId: blogPostStreamId(postId), decider: blogPostDecider, command, commandId });

export async function createBlogPost(
  runner: CommandRunner,
  o: Step & { postId: string; authorId: string; fields: BlogPostContent; status: BlogPostStatus },
): Promise<string | null> {
  cleanContent(o.fields.content); // refuse empty content before taking the slug
  const slug = { kind: 'post' as const, slug: o.fields.slug, ownerId: o.postId };
  const reserved = await reserveSlug(runner, { ...slug, commandId: stepCommandId(o.commandId, `reserve:${slug.slug}`) });
  const release = { ...slug, commandId: stepCommandId(o.commandId, `release:${slug.slug}`) };
  const created = await orRelease(runner, release, () =>
    runOnPost(
      runner,
      o.postId,
      { type: 'CreateBlogPost', data: { postId: o.postId, authorId: o.authorId, fields: o.fields, status: o.status } },
      o.commandId,
    ),
  );
  return latest(reserved.position, created.position);
}

export async function updateBlogPost(
  runner: CommandRunner,
  o: Step & { postId: string; changes: Partial<BlogPostContent>; status?: BlogPostStatus },
): Promise<string | null> {
  if (o.changes.content !== undefined) cleanContent(o.changes.content);
  const state = await loadState(runner.store, blogPostStreamId(o.postId), blogPostDecider);
  const update = () =>
    runOnPost(runner, o.postId, { type: 'UpdateBlogPost', data: { postId: o.postId, changes: o.changes, status: o.status } }, o.commandId);
  // Not live: the command answers for itself (a retried update is recognised, anything else is a 404).
  if (!isLive(state)) return (await update()).position;
  const oldSlug = state.content.slug;
  const newSlug = o.changes.slug;
  if (newSlug === undefined || newSlug === oldSlug) return (await update()).position;

  const slug = { kind: 'post' as const, slug: newSlug, ownerId: o.postId };
  const reserved = await reserveSlug(runner, { ...slug, commandId: stepCommandId(o.commandId, `reserve:${newSlug}`) });
  const updated = await orRelease(runner, { ...slug, commandId: stepCommandId(o.commandId, `release:${newSlug}`) }, update);
  const released = await releaseSlug(runner, {
    kind: 'post',
    slug: oldSlug,
    ownerId: o.postId,
    commandId: stepCommandId(o.commandId, `release:${oldSlug}`),
  });
  return latest(reserved.position, updated.position, released.position);
}

export async function deleteBlogPost(runner: CommandRunner, o: Step & { postId: string }): Promise<string | null> {
  const state = await loadState(runner.store, blogPostStreamId(o.postId), blogPostDecider);
  const deleted = await runOnPost(runner, o.postId, { type: 'DeleteBlogPost', data: { postId: o.postId } }, o.commandId);
  if (!isLive(state)) return deleted.position;
  const slug = state.content.slug;
  const released = await releaseSlug(runner, {
    kind: 'post',
    slug,
    ownerId: o.postId,
    commandId: stepCommandId(o.commandId, `release:${slug}`),
  });
  return latest(deleted.position, released.position);
}

export async function setBlogPostStatus(
  runner: CommandRunner,
  o: Step & { postId: string; status: BlogPostStatus },
): Promise<string | null> {
  const type = o.status === 'published' ? 'PublishBlogPost' : 'UnpublishBlogPost';
  return (await runOnPost(runner, o.postId, { type, data: { postId: o.postId } }, o.commandId)).position;
}

export async function recordBlogPostViews(runner: CommandRunner, o: { postId: string; count: number; commandId: string }): Promise<void> {
  await runOnPost(runner, o.postId, { type: 'RecordBlogPostViews', data: { postId: o.postId, count: o.count } }, o.commandId);
}
