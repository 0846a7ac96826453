import { Router } from 'express';
import { conversationStreamId, sendMessageRequestSchema, type CommandResult } from '@tradeguild/contracts';
import { z } from 'zod';
import { conversationList, conversationMessages, unreadTotal } from '@tradeguild/projections/messaging/messages/queries';
import { findUser } from '../accounts/find-user.ts';
import { requireUser, user } from '../http/auth.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { freshReads } from '../http/read-your-writes.ts';
import { parseInput } from '../http/validate.ts';
import { messagingDecider } from './decide.ts';

const partnerParams = z.object({ partnerId: z.string().trim().min(1).max(200) });

export function messageRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireUser, freshReads(deps, 'messages'));

  router.get('/me', async (req, res) => {
    res.json(await conversationList(deps.db, user(req).id));
  });

  router.get('/unread-count', async (req, res) => {
    res.json({ total: await unreadTotal(deps.db, user(req).id) });
  });

  router.get('/conversation/:partnerId', async (req, res) => {
    const { partnerId } = parseInput(partnerParams, req.params);
    res.json(await conversationMessages(deps.db, user(req).id, partnerId));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(sendMessageRequestSchema, req.body);
    const sender = user(req);
    const receiverExists = input.receiverId !== sender.id && (await findUser(deps, input.receiverId)) !== null;
    const messageId = newEntityId(req, input.commandId, 'message');
    const { position } = await execute(deps, req, {
      streamId: conversationStreamId(sender.id, input.receiverId),
      decider: messagingDecider,
      command: {
        type: 'SendMessage',
        data: {
          messageId,
          senderId: sender.id,
          receiverId: input.receiverId,
          receiverExists,
          content: input.content,
          projectId: input.projectId ?? null,
        },
      },
      commandId: input.commandId,
    });
    const body: CommandResult = { id: messageId, position: position ?? '' };
    res.status(201).json(body);
  });

  router.put('/read/:partnerId', async (req, res) => {
    const { partnerId } = parseInput(partnerParams, req.params);
    const reader = user(req);
    const { position } = await execute(deps, req, {
      streamId: conversationStreamId(reader.id, partnerId),
      decider: messagingDecider,
      command: { type: 'MarkConversationRead', data: { readerId: reader.id, partnerId } },
    });
    res.json({ id: conversationStreamId(reader.id, partnerId), position: position ?? '' });
  });

  return router;
}
