import { Router } from 'express';
import { conversationStreamId, sendMessageRequestSchema } from '@tradeguild/contracts';
import { z } from 'zod';
import { conversationList, conversationMessages, unreadTotal } from '@tradeguild/projections';
import { requireUser, user } from '../http/auth.ts';
import { runCommand } from '../http/command-route.ts';
import { newEntityId, type AppDeps } from '../http/deps.ts';
import { findUser } from '../http/find-user.ts';
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
    await runCommand(deps, req, res, {
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
      id: messageId,
      status: 201,
    });
  });

  router.put('/read/:partnerId', async (req, res) => {
    const { partnerId } = parseInput(partnerParams, req.params);
    const reader = user(req);
    const streamId = conversationStreamId(reader.id, partnerId);
    const command = { type: 'MarkConversationRead' as const, data: { readerId: reader.id, partnerId } };
    await runCommand(deps, req, res, { streamId, decider: messagingDecider, command, id: streamId });
  });

  return router;
}
