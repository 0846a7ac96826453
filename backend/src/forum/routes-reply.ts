import { forumPostStreamId, forumReplyStreamId } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { loadState } from '../commands/load-state.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import type { ForumReplyCommand } from './commands.ts';
import { forumPostDecider } from './decide-post.ts';
import { forumReplyDecider } from './decide-reply.ts';
import { isOpen } from './state-post.ts';

const routes = apiRoutes.forum;

/** A command on a reply's own stream (a new reply creates it). */
const onReply = (replyId: string, command: ForumReplyCommand, commandId?: string) => ({
  streamId: forumReplyStreamId(replyId),
  decider: forumReplyDecider,
  command,
  commandId,
  creates: command.type === 'PostForumReply',
});

export function mountReplyRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);
  /** The post's own stream is the truth about whether it still takes replies. */
  const postIsOpen = async (postId: string) => isOpen(await loadState(deps.store, forumPostStreamId(postId), forumPostDecider));

  command(routes.reply, async ({ params: { id: postId }, body: { content, commandId } }, req) => {
    const replyId = newEntityId(req, commandId, 'forumReply');
    const open = await postIsOpen(postId);
    const command = { type: 'PostForumReply' as const, data: { replyId, postId, authorId: user(req).id, content, postIsOpen: open } };
    return { ...onReply(replyId, command, commandId), id: replyId, status: 201 };
  });

  command(routes.editReply, ({ params: { id: replyId }, body: { content, commandId } }, req) => ({
    ...onReply(replyId, { type: 'EditForumReply', data: { replyId, actorId: user(req).id, content } }, commandId),
    id: replyId,
  }));

  command(routes.deleteReply, ({ params: { id: replyId }, body: { commandId } }, req) => ({
    ...onReply(replyId, { type: 'DeleteForumReply', data: { replyId, actorId: user(req).id } }, commandId),
    id: replyId,
  }));

  for (const [route, type] of [
    [routes.likeReply, 'LikeForumReply'],
    [routes.unlikeReply, 'UnlikeForumReply'],
  ] as const) {
    command(route, ({ params: { id: replyId }, body: { commandId } }, req) => ({
      ...onReply(replyId, { type, data: { replyId, userId: user(req).id } }, commandId),
      id: replyId,
    }));
  }

  command(routes.hideReply, requireAdmin(deps.policy), ({ params: { id: replyId }, body: { reason, commandId } }, req) => {
    const command = { type: 'HideForumReply' as const, data: { replyId, actorId: user(req).id, actorIsAdmin: true, reason } };
    return { ...onReply(replyId, command, commandId), id: replyId };
  });
}
