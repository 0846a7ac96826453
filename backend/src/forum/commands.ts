import type { Request } from 'express';
import { forumPostStreamId, forumReplyStreamId, type EventStore } from '@tradeguild/contracts';
import type { Decider, DomainEvent } from '../commands/decider.ts';
import { execute, type AppDeps } from '../http/deps.ts';
import { forumPostDecider, type ForumPostCommand } from './post-decide.ts';
import { isOpen, type ForumPostState } from './post-state.ts';
import { forumReplyDecider, isReplyOpen, type ForumReplyCommand, type ForumReplyState } from './reply-decide.ts';

/** Folds a stream with a decider's evolve (the store decoded the events with the registry). */
async function loadState<S, C, E extends DomainEvent>(store: EventStore, streamId: string, decider: Decider<S, C, E>): Promise<S> {
  const { events } = await store.readStream(streamId);
  return events.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
}

export const loadPost = (store: EventStore, postId: string): Promise<ForumPostState> =>
  loadState(store, forumPostStreamId(postId), forumPostDecider);
export const loadReply = (store: EventStore, replyId: string): Promise<ForumReplyState> =>
  loadState(store, forumReplyStreamId(replyId), forumReplyDecider);

export const postIsOpen = async (store: EventStore, postId: string) => isOpen(await loadPost(store, postId));
export const replyIsInThread = async (store: EventStore, replyId: string, postId: string) => {
  const reply = await loadReply(store, replyId);
  return isReplyOpen(reply) && reply.postId === postId;
};

/** A new id, or the one a retried command (same commandId) had. */

export const onPost = (deps: AppDeps, req: Request, postId: string, command: ForumPostCommand, commandId?: string) =>
  execute(deps, req, {
    streamId: forumPostStreamId(postId),
    decider: forumPostDecider,
    command,
    commandId,
    creates: command.type === 'CreateForumPost',
  });

export const onReply = (deps: AppDeps, req: Request, replyId: string, command: ForumReplyCommand, commandId?: string) =>
  execute(deps, req, {
    streamId: forumReplyStreamId(replyId),
    decider: forumReplyDecider,
    command,
    commandId,
    creates: command.type === 'PostForumReply',
  });
