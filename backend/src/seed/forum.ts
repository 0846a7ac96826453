import { forumPostStreamId, forumReplyStreamId, saveForumPostRequestSchema, type EventStore } from '@tradeguild/contracts';
import { localAccountId } from '../accounts/local-oidc.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromCommand } from '../commands/ids.ts';
import type { ForumPostCommand, ForumReplyCommand } from '../forum/commands.ts';
import { forumPostDecider } from '../forum/decide-post.ts';
import { forumReplyDecider } from '../forum/decide-reply.ts';
import { DEMO_THREADS, type DemoThread } from './forum-threads.ts';
import { DEMO_TRADESMEN, tradesmanEmail } from './tradesmen-directory.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface ForumSeedRun {
  store: EventStore;
  commandId: (key: string) => string;
  record: (outcome: { duplicate: boolean; position: unknown }) => void;
}

const member = (i: number) => localAccountId(tradesmanEmail(DEMO_TRADESMEN[i % DEMO_TRADESMEN.length]!));

/**
 * The demo forum, written by the demo tradesmen through the same deciders as the API, with fixed
 * command ids: a second run appends nothing. Likes and views come from other demo tradesmen.
 */
export async function seedForum(run: ForumSeedRun): Promise<void> {
  for (const [i, thread] of DEMO_THREADS.entries()) await seedThread(run, i, thread);
}

async function seedThread(run: ForumSeedRun, index: number, t: DemoThread): Promise<void> {
  const key = `forum:${index}`;
  const postId = idFromCommand(run.commandId(key), 'forumPost:');
  const posted = Date.now() - t.daysAgo * DAY;
  const authorId = member(t.author);
  const onPost = (step: string, command: ForumPostCommand, actorId: string, at: number) =>
    handleCommand(run.store, {
      streamId: forumPostStreamId(postId),
      decider: forumPostDecider,
      command,
      actorId,
      commandId: run.commandId(`${key}:${step}`),
      now: () => new Date(at),
    });
  const fields = saveForumPostRequestSchema.parse({ title: t.title, content: t.content, category: t.category, tags: t.tags });
  run.record(
    await onPost(
      'create',
      {
        type: 'CreateForumPost',
        data: { postId, authorId, fields: { title: fields.title, content: fields.content, category: fields.category, tags: fields.tags } },
      },
      authorId,
      posted,
    ),
  );

  const replyIds: string[] = [];
  for (const [r, reply] of t.replies.entries()) {
    const replyId = idFromCommand(run.commandId(`${key}:reply:${r}`), 'forumReply:');
    replyIds.push(replyId);
    const command: ForumReplyCommand = {
      type: 'PostForumReply',
      data: { replyId, postId, authorId: member(reply.author), content: reply.content, postIsOpen: true },
    };
    run.record(
      await handleCommand(run.store, {
        streamId: forumReplyStreamId(replyId),
        decider: forumReplyDecider,
        command,
        actorId: member(reply.author),
        commandId: run.commandId(`${key}:reply:${r}`),
        now: () => new Date(posted + reply.hours * HOUR),
      }),
    );
  }
  const later = posted + HOUR;
  for (let n = 0; n < t.likes; n++) {
    const userId = member(t.author + 1 + n);
    run.record(await onPost(`like:${n}`, { type: 'LikeForumPost', data: { postId, userId } }, userId, later));
  }
  for (let n = 0; n < t.likes * 2 + t.replies.length + 3; n++) {
    const userId = member(t.author + 1 + n);
    run.record(await onPost(`view:${n}`, { type: 'RecordForumPostView', data: { postId, userId } }, userId, later));
  }
  const solution = t.solvedBy === undefined ? undefined : replyIds[t.solvedBy];
  if (solution) {
    run.record(
      await onPost(
        'solved',
        { type: 'MarkForumPostSolved', data: { postId, actorId: authorId, replyId: solution, replyInThread: true } },
        authorId,
        later + 8 * HOUR,
      ),
    );
  }
}
