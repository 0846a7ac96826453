import { v5 as uuidv5 } from 'uuid';
import { clientProjectStreamId, userStreamId } from '@tradeguild/contracts';
import { accountDecider } from '../accounts/decide.ts';
import { localAccountId } from '../accounts/local-oidc.ts';
import { clientProjectDecider } from '../client-projects/decide.ts';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromCommand } from '../commands/ids.ts';
import type { EventStore } from '@tradeguild/contracts';
import { DEMO_CLIENT_PROJECTS, DEMO_USERS } from './demo-data.ts';
import { seedTradesmen } from './tradesmen.ts';
import { seedBlog } from './blog.ts';
import { seedForum } from './forum.ts';
import { seedJobs } from './jobs.ts';

const SEED_NAMESPACE = '0d9e7a52-4a7c-4a38-a1a2-7b8f6f0e5c11';
/** Fixed command ids make seeding idempotent: a second run appends nothing. */
const seedCommandId = (key: string) => uuidv5(`seed:${key}`, SEED_NAMESPACE);

export async function seedDemoData(store: EventStore): Promise<{ appended: number }> {
  let appended = 0;
  const count = (o: { duplicate: boolean; position: unknown }) => void (o.position && !o.duplicate && appended++);

  for (const u of DEMO_USERS) {
    const userId = localAccountId(u.email);
    count(
      await handleCommand(store, {
        streamId: userStreamId(userId),
        decider: accountDecider,
        command: {
          type: 'RegisterUser',
          data: { userId, email: u.email, firstName: u.firstName, lastName: u.lastName, profileImageUrl: null, userType: u.userType },
        },
        actorId: userId,
        commandId: seedCommandId(`user:${u.email}`),
      }),
    );
  }

  for (const [i, p] of DEMO_CLIENT_PROJECTS.entries()) {
    const commandId = seedCommandId(`clientProject:${i}`);
    const projectId = idFromCommand(commandId, 'clientProject:');
    const clientId = localAccountId(p.clientEmail);
    const data = { ...p.project, projectId, clientId };
    count(
      await handleCommand(store, {
        streamId: clientProjectStreamId(projectId),
        decider: clientProjectDecider,
        command: { type: 'PostProject', data },
        actorId: clientId,
        commandId,
        now: () => new Date(Date.now() - p.daysAgo * 86_400_000),
      }),
    );
  }
  await seedTradesmen({ store, commandId: seedCommandId, record: count });
  await seedBlog({ store, commandId: seedCommandId, record: count });
  await seedForum({ store, commandId: seedCommandId, record: count });
  await seedJobs({ store, commandId: seedCommandId, record: count });
  return { appended };
}
