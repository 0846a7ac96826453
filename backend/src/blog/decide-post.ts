import type { BlogPostContent, BlogPostEvent, BlogPostStatus } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts';
import type { BlogPostCommand } from './commands.ts';
import { evolve, initialState, isLive, type BlogPostState } from './state-post.ts';
import { hasVisibleContent, sanitizeBlogHtml } from './sanitize.ts';

/** The HTML is sanitised here, so every way in (API, seed) stores only what the allow-list keeps. */
export function cleanContent(html: string): string {
  const clean = sanitizeBlogHtml(html);
  if (!hasVisibleContent(clean)) throw new ValidationError('Content is required', [{ path: 'content', message: 'Content is required' }]);
  return clean;
}

const sameContent = (a: BlogPostContent, b: BlogPostContent) => JSON.stringify(a) === JSON.stringify(b);

function statusEvents(state: BlogPostState, postId: string, status: BlogPostStatus | undefined, ctx: CommandContext): BlogPostEvent[] {
  const at = ctx.now.toISOString();
  if (status === 'published' && state.status !== 'published') return [{ type: 'BlogPostPublished', data: { postId, publishedAt: at } }];
  if (status === 'draft' && state.status !== 'draft') return [{ type: 'BlogPostUnpublished', data: { postId, unpublishedAt: at } }];
  return [];
}

function live(state: BlogPostState): BlogPostState & { content: BlogPostContent } {
  if (!isLive(state)) throw new NotFoundError('Blog post not found');
  return state;
}

function update(
  command: Extract<BlogPostCommand, { type: 'UpdateBlogPost' }>['data'],
  state: BlogPostState,
  ctx: CommandContext,
): BlogPostEvent[] {
  const current = live(state);
  const { content, ...rest } = command.changes;
  const next: BlogPostContent = { ...current.content, ...rest, ...(content !== undefined ? { content: cleanContent(content) } : {}) };
  const changed: BlogPostEvent[] = sameContent(next, current.content)
    ? []
    : [{ type: 'BlogPostUpdated', data: { ...next, postId: command.postId, updatedAt: ctx.now.toISOString() } }];
  return [...changed, ...statusEvents(state, command.postId, command.status, ctx)];
}

export function decide(command: BlogPostCommand, state: BlogPostState, ctx: CommandContext): BlogPostEvent[] {
  switch (command.type) {
    case 'CreateBlogPost': {
      const { postId, authorId, fields, status } = command.data;
      if (state.exists) throw new ConflictError('This blog post already exists');
      const created: BlogPostEvent = {
        type: 'BlogPostCreated',
        data: { ...fields, content: cleanContent(fields.content), postId, authorId, createdAt: ctx.now.toISOString() },
      };
      return [created, ...statusEvents(initialState(), postId, status, ctx)];
    }
    case 'UpdateBlogPost':
      return update(command.data, state, ctx);
    case 'PublishBlogPost':
      return statusEvents(live(state), command.data.postId, 'published', ctx);
    case 'UnpublishBlogPost':
      return statusEvents(live(state), command.data.postId, 'draft', ctx);
    case 'DeleteBlogPost':
      live(state);
      return [{ type: 'BlogPostDeleted', data: { postId: command.data.postId, deletedAt: ctx.now.toISOString() } }];
    case 'RecordBlogPostViews': {
      // Views that arrive for a post deleted meanwhile are simply dropped.
      if (!isLive(state) || command.data.count <= 0) return [];
      const { postId, count } = command.data;
      return [
        { type: 'BlogPostViewsRecorded', data: { postId, count, totalViews: state.views + count, recordedAt: ctx.now.toISOString() } },
      ];
    }
    default: {
      const _exhaustive: never = command;
      throw new Error(`Unknown command ${JSON.stringify(_exhaustive)}`);
    }
  }
}

export const blogPostDecider: Decider<BlogPostState, BlogPostCommand, BlogPostEvent> = { initialState, evolve, decide };
