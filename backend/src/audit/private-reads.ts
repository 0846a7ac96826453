/**
 * Recording that an auditor read private content (issue 24): an AuditPrivateContentRead on the
 * reader's own stream, through the same command machinery as the admin's ConversationInspected
 * (backend/src/admin/decide.ts): a command, appended regardless of what came before, every reading
 * recorded, the same one twice included.
 */
import { randomUUID } from 'node:crypto';
import type { AuditPrivateContentRead, EventStore } from '@tradeguild/contracts';
import type { CommandContext, Decider } from '../commands/decider.ts';
import { handleCommand } from '../commands/handle-command.ts';

export type RecordPrivateRead = {
  type: 'RecordPrivateRead';
  data: Omit<AuditPrivateContentRead['data'], 'readBy' | 'readAt'> & { readBy?: string };
};

export const privateReadsStreamId = (readerId: string | null) => `auditRead-${readerId ?? 'cli'}`;

export const privateReadDecider: Decider<null, RecordPrivateRead, AuditPrivateContentRead> = {
  initialState: () => null,
  evolve: (state) => state,
  decide: (command, _state, ctx: CommandContext) => [
    {
      type: 'AuditPrivateContentRead',
      data: { ...command.data, readBy: command.data.readBy ?? ctx.actorId ?? 'unknown', readAt: ctx.now.toISOString() },
    },
  ],
  decidesWithoutStream: () => true,
};

/** From the command line (`make audit ARGS="export --include-private --reason ..."`): no session, the OS user named. */
export async function recordCliPrivateRead(store: EventStore, data: RecordPrivateRead['data']): Promise<void> {
  await handleCommand(store, {
    streamId: privateReadsStreamId(null),
    decider: privateReadDecider,
    command: { type: 'RecordPrivateRead', data },
    actorId: null,
    commandId: randomUUID(),
    correlationId: randomUUID(),
  });
}
