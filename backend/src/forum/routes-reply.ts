import type { Router } from 'express';
import {
  forumCommandRequestSchema,
  forumPostStreamId,
  forumReplyStreamId,
  hideForumContentRequestSchema,
  saveForumReplyRequestSchema,
} from '@tradeguild/contracts';
import { loadState } from '../commands/load-state.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { parseInput, pathId } from '../http/validate.ts';
import type { ForumReplyCommand } from './commands.ts';
import { forumPostDecider } from './decide-post.ts';
import { forumReplyDecider } from './decide-reply.ts';
import { isOpen } from './state-post.ts';

/** A command on a reply's own stream (a new reply creates it). */
const onReply = (replyId: string, command: ForumReplyCommand, commandId?: string) => ({
  streamId: forumReplyStreamId(replyId),
  decider: forumReplyDecider,
  command,
  commandId,
  creates: command.type === 'PostForumReply',
});

export function mountReplyRoutes(router: Router, deps: AppDeps) {
  /** The post's own stream is the truth about whether it still takes replies. */
  const postIsOpen = async (postId: string) => isOpen(await loadState(deps.store, forumPostStreamId(postId), forumPostDecider));

  router.post('/posts/:id/replies', async (req, res) => {
    const postId = pathId(req.params.id, 'Post');
    const { content, commandId } = parseInput(saveForumReplyRequestSchema, req.body);
    const replyId = newEntityId(req, commandId, 'forumReply');
    const open = await postIsOpen(postId);
    const command = { type: 'PostForumReply' as const, data: { replyId, postId, authorId: user(req).id, content, postIsOpen: open } };
    await runCommand(deps, req, res, { ...onReply(replyId, command, commandId), id: replyId, status: 201 });
  });

  router.put('/replies/:id', async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { content, commandId } = parseInput(saveForumReplyRequestSchema, req.body);
    const command = { type: 'EditForumReply' as const, data: { replyId, actorId: user(req).id, content } };
    await runCommand(deps, req, res, { ...onReply(replyId, command, commandId), id: replyId });
  });

  router.delete('/replies/:id', async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { commandId } = parseInput(forumCommandRequestSchema, req.body);
    const command = { type: 'DeleteForumReply' as const, data: { replyId, actorId: user(req).id } };
    await runCommand(deps, req, res, { ...onReply(replyId, command, commandId), id: replyId });
  });

  for (const [method, type] of [
    ['post', 'LikeForumReply'],
    ['delete', 'UnlikeForumReply'],
  ] as const) {
    router[method]('/replies/:id/like', async (req, res) => {
      const replyId = pathId(req.params.id, 'Reply');
      const { commandId } = parseInput(forumCommandRequestSchema, req.body);
      await runCommand(deps, req, res, { ...onReply(replyId, { type, data: { replyId, userId: user(req).id } }, commandId), id: replyId });
    });
  }

  router.post('/replies/:id/hide', requireAdmin(deps.policy), async (req, res) => {
    const replyId = pathId(req.params.id, 'Reply');
    const { reason, commandId } = parseInput(hideForumContentRequestSchema, req.body);
    const command = { type: 'HideForumReply' as const, data: { replyId, actorId: user(req).id, actorIsAdmin: true, reason } };
    await runCommand(deps, req, res, { ...onReply(replyId, command, commandId), id: replyId });
  });
}
