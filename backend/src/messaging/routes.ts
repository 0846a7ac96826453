import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { conversationStreamId, sendMessageRequestSchema, type CommandResult } from '@tradeguild/contracts';
import { z } from 'zod';
import { idFromCommand } from '../commands/handle-command.ts';
import { findUser, requireUser, user } from '../http/auth.ts';
import type { AppDeps } from '../http/deps.ts';
import { execute } from '../http/deps.ts';
import { requestedPosition, waitForProjections } from '../http/read-your-writes.ts';
import { parseInput } from '../http/validate.ts';
import { messagingDecider } from './decide.ts';
import { conversationList, conversationMessages, unreadTotal } from './queries.ts';

const partnerParams = z.object({ partnerId: z.string().trim().min(1).max(200) });
const READ_MODELS = ['messages'];

export function messageRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireUser);
  const fresh = (req: Parameters<typeof requestedPosition>[0]) => waitForProjections(deps.pool, READ_MODELS, requestedPosition(req));

  router.get('/me', async (req, res) => {
    await fresh(req);
    res.json(await conversationList(deps.pool, user(req).id));
  });

  router.get('/unread-count', async (req, res) => {
    await fresh(req);
    res.json({ total: await unreadTotal(deps.pool, user(req).id) });
  });

  router.get('/conversation/:partnerId', async (req, res) => {
    const { partnerId } = parseInput(partnerParams, req.params);
    await fresh(req);
    res.json(await conversationMessages(deps.pool, user(req).id, partnerId));
  });

  router.post('/', async (req, res) => {
    const input = parseInput(sendMessageRequestSchema, req.body);
    const sender = user(req);
    const receiverExists = input.receiverId !== sender.id && (await findUser(deps.pool, input.receiverId)) !== null;
    const messageId = input.commandId ? idFromCommand(input.commandId, 'message:') : randomUUID();
    const { position } = await execute(deps, req, {
      streamId: conversationStreamId(sender.id, input.receiverId),
      decider: messagingDecider,
      command: {
        type: 'SendMessage',
        data: { messageId, senderId: sender.id, receiverId: input.receiverId, receiverExists, content: input.content, projectId: input.projectId ?? null },
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
