import type { Router } from 'express';
import { forumCommandRequestSchema, hideForumContentRequestSchema, saveForumReplyRequestSchema } from '@tradeguild/contracts';
import { requireAdmin, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';

import { onReply, postIsOpen } from './commands.ts';
import { answer } from './post-routes.ts';

export function mountReplyRoutes(router: Router, deps: AppDeps) {
  router.post('/posts/:id/replies', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { content, commandId } = parseInput(saveForumReplyRequestSchema, req.body);
    const replyId = newEntityId(req, commandId, 'forumReply');
    const open = await postIsOpen(deps.store, postId);
    const command = { type: 'PostForumReply' as const, data: { replyId, postId, authorId: user(req).id, content, postIsOpen: open } };
    answer(res, replyId, (await onReply(deps, req, replyId, command, commandId)).position, 201);
  });

  router.put('/replies/:id', async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { content, commandId } = parseInput(saveForumReplyRequestSchema, req.body);
    answer(
      res,
      replyId,
      (await onReply(deps, req, replyId, { type: 'EditForumReply', data: { replyId, actorId: user(req).id, content } }, commandId))
        .position,
    );
  });

  router.delete('/replies/:id', async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { commandId } = parseInput(forumCommandRequestSchema, req.body);
    answer(
      res,
      replyId,
      (await onReply(deps, req, replyId, { type: 'DeleteForumReply', data: { replyId, actorId: user(req).id } }, commandId)).position,
    );
  });

  for (const [method, type] of [
    ['post', 'LikeForumReply'],
    ['delete', 'UnlikeForumReply'],
  ] as const) {
    router[method]('/replies/:id/like', async (req, res) => {
      const replyId = pathId(req.params.id, 'Reply');
      const { commandId } = parseInput(forumCommandRequestSchema, req.body);
      answer(res, replyId, (await onReply(deps, req, replyId, { type, data: { replyId, userId: user(req).id } }, commandId)).position);
    });
  }

  router.post('/replies/:id/hide', requireAdmin(deps.policy), async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { reason, commandId } = parseInput(hideForumContentRequestSchema, req.body);
    const command = { type: 'HideForumReply' as const, data: { replyId, actorId: user(req).id, actorIsAdmin: true, reason } };
    answer(res, replyId, (await onReply(deps, req, replyId, command, commandId)).position);
  });
}
