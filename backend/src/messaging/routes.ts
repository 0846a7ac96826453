import { conversationStreamId } from '@tradeguild/contracts';
import { apiRoutes } from '@tradeguild/contracts/api-routes';
import { conversationList, conversationMessages, unreadTotal } from '@tradeguild/projections';
import { requireUser, user } from '../http/auth.ts';
import { commandRoutes } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { findUser } from '../http/find-user.ts';
import { freshReads } from '../http/read-your-writes.ts';
import type { ApiRouter } from '../http/route.ts';
import type { MessagingCommand } from './commands.ts';
import { messagingDecider } from './decide.ts';

const routes = apiRoutes.messaging;

/** Both parties' commands land on their one conversation stream. */
const onConversation = (a: string, b: string, command: MessagingCommand) => ({
  streamId: conversationStreamId(a, b),
  decider: messagingDecider,
  command,
});

/** /api/messages: the signed-in member's conversations (401 otherwise, on every call). */
export function messageRoutes(api: ApiRouter, deps: AppDeps): void {
  api.use(requireUser, freshReads(deps, 'messages', 'moderation'));
  const command = commandRoutes(api, deps);

  api.on(routes.conversations, async (_input, req, res) => {
    res.json(await conversationList(deps.db, user(req).id));
  });

  api.on(routes.unreadCount, async (_input, req, res) => {
    res.json({ total: await unreadTotal(deps.db, user(req).id) });
  });

  api.on(routes.conversation, async ({ params }, req, res) => {
    res.json(await conversationMessages(deps.db, user(req).id, params.partnerId));
  });

  command(routes.send, async ({ body: input }, req) => {
    const sender = user(req);
    const receiverExists = input.receiverId !== sender.id && (await findUser(deps, input.receiverId)) !== null;
    const messageId = newEntityId(req, input.commandId, 'message');
    const data = {
      messageId,
      senderId: sender.id,
      receiverId: input.receiverId,
      receiverExists,
      content: input.content,
      projectId: input.projectId ?? null,
    };
    return {
      ...onConversation(sender.id, input.receiverId, { type: 'SendMessage', data }),
      commandId: input.commandId,
      id: messageId,
      status: 201,
    };
  });

  command(routes.markRead, ({ params: { partnerId } }, req) => {
    const reader = user(req).id;
    const command = { type: 'MarkConversationRead' as const, data: { readerId: reader, partnerId } };
    return { ...onConversation(reader, partnerId, command), id: conversationStreamId(reader, partnerId) };
  });
}
