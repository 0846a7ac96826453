import type { Request } from 'express';
import { forumPostStreamId, forumReplyStreamId, type ForumPostFields } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { forumCategoryCounts, forumThread, forumViewCounted, listForumPosts } from '@tradeguild/projections';
import { loadState } from '../commands/load-state.ts';
import { NotFoundError } from '../errors.ts';
import { requireAdmin, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { execute, newEntityId, type AppDeps } from '../http/deps.ts';
import type { ApiRouter } from '../http/route.ts';
import { viewer } from './access.ts';
import type { ForumPostCommand } from './commands.ts';
import { forumPostDecider } from './decide-post.ts';
import { forumReplyDecider } from './decide-reply.ts';
import { isReplyOpen } from './state-reply.ts';

const routes = apiRoutes.forum;

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

export function mountPostRoutes(api: ApiRouter, deps: AppDeps) {
  const command = commandRoutes(api, deps);
  /** The reply's own stream is the truth about whether it is a live reply of this post. */
  const replyIsInThread = async (replyId: string, postId: string) => {
    const reply = await loadState(deps.store, forumReplyStreamId(replyId), forumReplyDecider);
    return isReplyOpen(reply) && reply.postId === postId;
  };

  api.on(routes.posts, async ({ query }, req, res) => {
    res.json(await listForumPosts(deps.db, query, viewer(req, deps.policy)));
  });

  api.on(routes.categories, async (_input, req, res) => {
    res.json(await forumCategoryCounts(deps.db, viewer(req, deps.policy)));
  });

  api.on(routes.thread, async ({ params: { id: postId } }, req, res) => {
    const thread = await forumThread(deps.db, postId, viewer(req, deps.policy));
    if (!thread) throw new NotFoundError('Post not found');
    if (!thread.post.hidden) await countView(deps, req, postId);
    res.json(thread);
  });

  command(routes.createPost, ({ body }, req) => {
    const postId = newEntityId(req, body.commandId, 'forumPost');
    const command = { type: 'CreateForumPost' as const, data: { postId, authorId: user(req).id, fields: fieldsOf(body) } };
    return { ...onPost(postId, command, body.commandId), id: postId, status: 201 };
  });

  command(routes.editPost, ({ params: { id: postId }, body }, req) => {
    const command = { type: 'EditForumPost' as const, data: { postId, actorId: user(req).id, fields: fieldsOf(body) } };
    return { ...onPost(postId, command, body.commandId), id: postId };
  });

  command(routes.deletePost, ({ params: { id: postId }, body: { commandId } }, req) => ({
    ...onPost(postId, { type: 'DeleteForumPost', data: { postId, actorId: user(req).id } }, commandId),
    id: postId,
  }));

  for (const [route, type] of [
    [routes.likePost, 'LikeForumPost'],
    [routes.unlikePost, 'UnlikeForumPost'],
  ] as const) {
    command(route, ({ params: { id: postId }, body: { commandId } }, req) => ({
      ...onPost(postId, { type, data: { postId, userId: user(req).id } }, commandId),
      id: postId,
    }));
  }

  command(routes.markSolution, async ({ params: { id: postId }, body: { replyId, commandId } }, req) => {
    const inThread = await replyIsInThread(replyId.toLowerCase(), postId);
    const command = {
      type: 'MarkForumPostSolved' as const,
      data: { postId, actorId: user(req).id, replyId: replyId.toLowerCase(), replyInThread: inThread },
    };
    return { ...onPost(postId, command, commandId), id: postId };
  });

  command(routes.hidePost, requireAdmin(deps.policy), ({ params: { id: postId }, body: { reason, commandId } }, req) => {
    const command = { type: 'HideForumPost' as const, data: { postId, actorId: user(req).id, actorIsAdmin: true, reason } };
    return { ...onPost(postId, command, commandId), id: postId };
  });
}
