import type { Request, Response, Router } from 'express';
import {
  forumCommandRequestSchema,
  hideForumContentRequestSchema,
  listForumPostsQuerySchema,
  markForumSolutionRequestSchema,
  saveForumPostRequestSchema,
  type CommandResult,
  type ForumPostFields,
} from '@tradeguild/contracts';
import { forumCategoryCounts, forumThread, forumViewCounted, listForumPosts } from '@tradeguild/projections/forum/queries';
import { NotFoundError } from '../errors.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import { viewer } from './access.ts';
import { onPost, replyIsInThread } from './commands.ts';

export function answer(res: Response, id: string, position: string | null, status = 200): void {
  const body: CommandResult = { id, position: position ?? '' };
  res.status(status).json(body);
}

const fieldsOf = ({ title, content, category, tags }: ForumPostFields) => ({ title, content, category, tags });

/** The first time a member opens a post appends one ForumPostViewed; later opens append nothing. */
async function countView(deps: AppDeps, req: Request, postId: string) {
  const userId = user(req).id;
  if (await forumViewCounted(deps.db, postId, userId)) return;
  await onPost(deps, req, postId, { type: 'RecordForumPostView', data: { postId, userId } }).catch((err: unknown) =>
    deps.logger.warn({ err, postId }, 'recording a forum view failed'),
  );
}

export function mountPostRoutes(router: Router, deps: AppDeps) {
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
    const { position } = await onPost(
      deps,
      req,
      postId,
      { type: 'CreateForumPost', data: { postId, authorId: user(req).id, fields: fieldsOf(input) } },
      input.commandId,
    );
    answer(res, postId, position, 201);
  });

  router.put('/posts/:id', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const input = parseInput(saveForumPostRequestSchema, req.body);
    const { position } = await onPost(
      deps,
      req,
      postId,
      { type: 'EditForumPost', data: { postId, actorId: user(req).id, fields: fieldsOf(input) } },
      input.commandId,
    );
    answer(res, postId, position);
  });

  router.delete('/posts/:id', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { commandId } = parseInput(forumCommandRequestSchema, req.body);
    answer(
      res,
      postId,
      (await onPost(deps, req, postId, { type: 'DeleteForumPost', data: { postId, actorId: user(req).id } }, commandId)).position,
    );
  });

  for (const [method, type] of [
    ['post', 'LikeForumPost'],
    ['delete', 'UnlikeForumPost'],
  ] as const) {
    router[method]('/posts/:id/like', async (req, res) => {
      const postId = pathId(req.params.id, 'Post');
      const { commandId } = parseInput(forumCommandRequestSchema, req.body);
      answer(res, postId, (await onPost(deps, req, postId, { type, data: { postId, userId: user(req).id } }, commandId)).position);
    });
  }

  router.post('/posts/:id/solution', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { replyId, commandId } = parseInput(markForumSolutionRequestSchema, req.body);
    const inThread = await replyIsInThread(deps.store, replyId.toLowerCase(), postId);
    const command = {
      type: 'MarkForumPostSolved' as const,
      data: { postId, actorId: user(req).id, replyId: replyId.toLowerCase(), replyInThread: inThread },
    };
    answer(res, postId, (await onPost(deps, req, postId, command, commandId)).position);
  });

  router.post('/posts/:id/hide', requireAdmin(deps.policy), async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { reason, commandId } = parseInput(hideForumContentRequestSchema, req.body);
    const command = { type: 'HideForumPost' as const, data: { postId, actorId: user(req).id, actorIsAdmin: true, reason } };
    answer(res, postId, (await onPost(deps, req, postId, command, commandId)).position);
  });
}
