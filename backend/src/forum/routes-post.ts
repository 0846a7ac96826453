import type { Request, Router } from 'express';
import {
  forumCommandRequestSchema,
  forumPostStreamId,
  forumReplyStreamId,
  hideForumContentRequestSchema,
  listForumPostsQuerySchema,
  markForumSolutionRequestSchema,
  saveForumPostRequestSchema,
  type ForumPostFields,
} from '@tradeguild/contracts';
import { forumCategoryCounts, forumThread, forumViewCounted, listForumPosts } from '@tradeguild/projections';
import { loadState } from '../commands/load-state.ts';
import { NotFoundError } from '../errors.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { execute, newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { viewer } from './access.ts';
import type { ForumPostCommand } from './commands.ts';
import { forumPostDecider } from './decide-post.ts';
import { forumReplyDecider } from './decide-reply.ts';
import { isReplyOpen } from './state-reply.ts';

const fieldsOf = ({ title, content, category, tags }: ForumPostFields) => ({ title, content, category, tags });

/** A command on a post's own stream (a new post creates it). */
const onPost = (postId: string, command: ForumPostCommand, commandId?: string) => ({
  streamId: forumPostStreamId(postId),
  decider: forumPostDecider,
  command,
  commandId,
  creates: command.type === 'CreateForumPost',
});

/** The first time a member opens a post appends one ForumPostViewed; later opens append nothing. */
async function countView(deps: AppDeps, req: Request, postId: string) {
  const userId = user(req).id;
  if (await forumViewCounted(deps.db, postId, userId)) return;
  await execute(deps, req, onPost(postId, { type: 'RecordForumPostView', data: { postId, userId } })).catch((err: unknown) =>
    deps.logger.warn({ err, postId }, 'recording a forum view failed'),
  );
}

export function mountPostRoutes(router: Router, deps: AppDeps) {
  /** The reply's own stream is the truth about whether it is a live reply of this post. */
  const replyIsInThread = async (replyId: string, postId: string) => {
    const reply = await loadState(deps.store, forumReplyStreamId(replyId), forumReplyDecider);
    return isReplyOpen(reply) && reply.postId === postId;
  };

  router.get('/posts', async (req, res) => {
    res.json(await listForumPosts(deps.db, parseInput(listForumPostsQuerySchema, req.query), viewer(req, deps.policy)));
  });

  router.get('/categories', async (req, res) => {
    res.json(await forumCategoryCounts(deps.db, viewer(req, deps.policy)));
  });

  router.get('/posts/:id', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const thread = await forumThread(deps.db, postId, viewer(req, deps.policy));
    if (!thread) throw new NotFoundError('Post not found');
    if (!thread.post.hidden) await countView(deps, req, postId);
    res.json(thread);
  });

  router.post('/posts', async (req, res) => {
    const input = parseInput(saveForumPostRequestSchema, req.body);
    const postId = newEntityId(req, input.commandId, 'forumPost');
    const command = { type: 'CreateForumPost' as const, data: { postId, authorId: user(req).id, fields: fieldsOf(input) } };
    await runCommand(deps, req, res, { ...onPost(postId, command, input.commandId), id: postId, status: 201 });
  });

  router.put('/posts/:id', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const input = parseInput(saveForumPostRequestSchema, req.body);
    const command = { type: 'EditForumPost' as const, data: { postId, actorId: user(req).id, fields: fieldsOf(input) } };
    await runCommand(deps, req, res, { ...onPost(postId, command, input.commandId), id: postId });
  });

  router.delete('/posts/:id', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { commandId } = parseInput(forumCommandRequestSchema, req.body);
    const command = { type: 'DeleteForumPost' as const, data: { postId, actorId: user(req).id } };
    await runCommand(deps, req, res, { ...onPost(postId, command, commandId), id: postId });
  });

  for (const [method, type] of [
    ['post', 'LikeForumPost'],
    ['delete', 'UnlikeForumPost'],
  ] as const) {
    router[method]('/posts/:id/like', async (req, res) => {
      const postId = pathId(req.params.id, 'Post');
      const { commandId } = parseInput(forumCommandRequestSchema, req.body);
      await runCommand(deps, req, res, { ...onPost(postId, { type, data: { postId, userId: user(req).id } }, commandId), id: postId });
    });
  }

  router.post('/posts/:id/solution', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { replyId, commandId } = parseInput(markForumSolutionRequestSchema, req.body);
    const inThread = await replyIsInThread(replyId.toLowerCase(), postId);
    const command = {
      type: 'MarkForumPostSolved' as const,
      data: { postId, actorId: user(req).id, replyId: replyId.toLowerCase(), replyInThread: inThread },
    };
    await runCommand(deps, req, res, { ...onPost(postId, command, commandId), id: postId });
  });

  router.post('/posts/:id/hide', requireAdmin(deps.policy), async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { reason, commandId } = parseInput(hideForumContentRequestSchema, req.body);
    const command = { type: 'HideForumPost' as const, data: { postId, actorId: user(req).id, actorIsAdmin: true, reason } };
    await runCommand(deps, req, res, { ...onPost(postId, command, commandId), id: postId });
  });
}
