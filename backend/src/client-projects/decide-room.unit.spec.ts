import { describe, it } from 'vitest';
import type { ClientProjectEvent, ClientProjectStatus } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const messageId = '20000000-0000-4000-8000-000000000001';
const at = TEST_NOW.toISOString();

const posted: ClientProjectEvent = {
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'Loft',
    description: 'Board the loft',
    category: null,
    projectType: null,
    location: null,
    budget: null,
    timeline: null,
    requiredTrades: ['Carpenter', 'Electrician'],
    isMultiTrade: true,
    photos: [],
    postedAt: at,
  },
};
const quote = (n: number, userId: string, trade: 'Carpenter' | 'Electrician'): ClientProjectEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId: `00000000-0000-4000-8000-00000000000${n}`,
    tradesmanId: `10000000-0000-4000-8000-00000000000${n}`,
    tradesmanUserId: userId,
    message: 'Yes',
    proposedCost: '900.00',
    estimatedDuration: '3 days',
    trades: [trade],
    submittedAt: at,
  },
});
const hire = (n: number, trade: 'Carpenter' | 'Electrician'): ClientProjectEvent => ({
  type: 'ApplicationAccepted',
  data: { projectId, applicationId: `00000000-0000-4000-8000-00000000000${n}`, at, trades: [trade] },
});
const moved = (from: ClientProjectStatus, to: ClientProjectStatus): ClientProjectEvent => ({
  type: 'ProjectStatusChanged',
  data: { projectId, from, to, changedAt: at },
});
const post = (content = 'Skip arrives Monday'): ClientProjectCommand => ({
  type: 'PostRoomMessage',
  data: { projectId, messageId, content },
});
const posted_ = (senderId: string, content = 'Skip arrives Monday'): ClientProjectEvent => ({
  type: 'RoomMessagePosted',
  data: { projectId, messageId, senderId, content, sentAt: at },
});

const team = [posted, quote(1, 'trades-1', 'Carpenter'), quote(2, 'trades-2', 'Electrician'), hire(1, 'Carpenter'), hire(2, 'Electrician')];

describe('project room', () => {
  it('the client and every hired tradesman post', () => {
    given(clientProjectDecider, team)
      .when(post(), { actorId: 'client-1' })
      .then([posted_('client-1')]);
    given(clientProjectDecider, team)
      .when(post(), { actorId: 'trades-1' })
      .then([posted_('trades-1')]);
    given(clientProjectDecider, team)
      .when(post(), { actorId: 'trades-2' })
      .then([posted_('trades-2')]);
  });

  it('refuses outsiders, tradesmen who only quoted and anonymous callers', () => {
    const message = 'Only the client and the hired tradespeople can post in this project room';
    given(clientProjectDecider, team).when(post(), { actorId: 'someone-else' }).thenThrows(ForbiddenError, message);
    given(clientProjectDecider, [posted, quote(1, 'trades-1', 'Carpenter')])
      .when(post(), { actorId: 'trades-1' })
      .thenThrows(ForbiddenError, message);
    given(clientProjectDecider, team).when(post(), { actorId: null }).thenThrows(ForbiddenError, message);
  });

  it('opens once someone is hired and closes when the project is cancelled', () => {
    given(clientProjectDecider, [posted])
      .when(post(), { actorId: 'client-1' })
      .thenThrows(ConflictError, 'The project room opens once you hire a tradesman');
    given(clientProjectDecider, [...team, moved('in_progress', 'cancelled')])
      .when(post(), { actorId: 'client-1' })
      .thenThrows(ConflictError, 'This project was cancelled; its room is closed');
  });

  it('stays open after completion', () => {
    given(clientProjectDecider, [...team, moved('open', 'in_progress'), moved('in_progress', 'completed')])
      .when(post('Thanks all'), { actorId: 'trades-2' })
      .then([posted_('trades-2', 'Thanks all')]);
  });
});

const inProgress = [...team, moved('open', 'in_progress')];
const read = (readerId: string, upTo: number): ClientProjectEvent => ({
  type: 'RoomRead',
  data: { projectId, readerId, upTo, readAt: at },
});
const markRead: ClientProjectCommand = { type: 'MarkRoomRead', data: { projectId } };

describe('room read marks', () => {
  it('records what the member has read: up to the latest message', () => {
    given(clientProjectDecider, [...team, posted_('trades-1'), posted_('trades-2')])
      .when(markRead, { actorId: 'client-1' })
      .then([read('client-1', 2)]);
  });

  it('records nothing when nothing is unread: an empty room, a second open, or only their own messages', () => {
    given(clientProjectDecider, team).when(markRead, { actorId: 'client-1' }).then([]);
    given(clientProjectDecider, [...team, posted_('trades-1'), read('client-1', 1)])
      .when(markRead, { actorId: 'client-1' })
      .then([]);
    given(clientProjectDecider, [...team, posted_('client-1'), posted_('client-1')])
      .when(markRead, { actorId: 'client-1' })
      .then([]);
  });

  it('posting reads the room for the sender: messages before their own are no longer unread', () => {
    given(clientProjectDecider, [...team, posted_('trades-1'), posted_('trades-2')])
      .when(markRead, { actorId: 'trades-2' })
      .then([]);
    given(clientProjectDecider, [...team, posted_('trades-1'), posted_('trades-2'), posted_('client-1')])
      .when(markRead, { actorId: 'trades-2' })
      .then([read('trades-2', 3)]);
  });

  it('the client reads before any hire (an empty room); outsiders and quoting tradesmen may not', () => {
    given(clientProjectDecider, [posted]).when(markRead, { actorId: 'client-1' }).then([]);
    const message = 'Only the client and the hired tradespeople can see this project room';
    given(clientProjectDecider, [posted, quote(1, 'trades-1', 'Carpenter')])
      .when(markRead, { actorId: 'trades-1' })
      .thenThrows(ForbiddenError, message);
    given(clientProjectDecider, team).when(markRead, { actorId: 'someone-else' }).thenThrows(ForbiddenError, message);
    given(clientProjectDecider, team).when(markRead, { actorId: null }).thenThrows(ForbiddenError, message);
  });
});

type Trade = 'Carpenter' | 'Electrician' | 'Plumber';
const markDone = (...trades: Trade[]): ClientProjectCommand => ({ type: 'MarkTradePartDone', data: { projectId, trades } });
const done = (userId: string, ...trades: Trade[]): ClientProjectEvent => ({
  type: 'TradePartDone',
  data: { projectId, tradesmanUserId: userId, trades, doneAt: at },
});

describe('a trade marks its part done', () => {
  it('a hired tradesman marks the trade they were hired for while the work is in progress', () => {
    given(clientProjectDecider, inProgress)
      .when(markDone('Carpenter'), { actorId: 'trades-1' })
      .then([done('trades-1', 'Carpenter')]);
    given(clientProjectDecider, [...inProgress, done('trades-1', 'Carpenter')])
      .when(markDone('Electrician'), { actorId: 'trades-2' })
      .then([done('trades-2', 'Electrician')]);
  });

  it('a tradesman hired for two trades marks them together or one at a time', () => {
    const both = [
      posted,
      quote(1, 'trades-1', 'Carpenter'),
      {
        type: 'ApplicationAccepted',
        data: { projectId, applicationId: '00000000-0000-4000-8000-000000000001', at, trades: ['Carpenter', 'Electrician'] },
      } as ClientProjectEvent,
      moved('open', 'in_progress'),
    ];
    given(clientProjectDecider, both)
      .when(markDone('Carpenter', 'Electrician'), { actorId: 'trades-1' })
      .then([done('trades-1', 'Carpenter', 'Electrician')]);
    given(clientProjectDecider, [...both, done('trades-1', 'Carpenter')])
      .when(markDone('Carpenter', 'Electrician'), { actorId: 'trades-1' })
      .then([done('trades-1', 'Electrician')]);
  });

  it('is idempotent: a trade already done records nothing', () => {
    given(clientProjectDecider, [...inProgress, done('trades-1', 'Carpenter')])
      .when(markDone('Carpenter'), { actorId: 'trades-1' })
      .then([]);
  });

  it("only for their own hired trades (409), never another tradesman's or one nobody was hired for", () => {
    given(clientProjectDecider, inProgress)
      .when(markDone('Electrician'), { actorId: 'trades-1' })
      .thenThrows(ConflictError, 'You were not hired for Electrician on this project');
    given(clientProjectDecider, inProgress)
      .when(markDone('Carpenter', 'Plumber'), { actorId: 'trades-1' })
      .thenThrows(ConflictError, 'You were not hired for Plumber on this project');
  });

  it('only a hired tradesman: not the client, not a tradesman who only quoted, not an outsider or anonymous caller (403)', () => {
    const message = 'Only a tradesman hired on this project can mark a part done';
    given(clientProjectDecider, inProgress).when(markDone('Carpenter'), { actorId: 'client-1' }).thenThrows(ForbiddenError, message);
    given(clientProjectDecider, [...inProgress, quote(3, 'trades-3', 'Carpenter')])
      .when(markDone('Carpenter'), { actorId: 'trades-3' })
      .thenThrows(ForbiddenError, message);
    given(clientProjectDecider, inProgress).when(markDone('Carpenter'), { actorId: 'someone-else' }).thenThrows(ForbiddenError, message);
    given(clientProjectDecider, inProgress).when(markDone('Carpenter'), { actorId: null }).thenThrows(ForbiddenError, message);
  });

  it('only while the work is in progress (409)', () => {
    given(clientProjectDecider, team)
      .when(markDone('Carpenter'), { actorId: 'trades-1' })
      .thenThrows(ConflictError, 'The work has not started yet: you can mark your part done once the project is in progress');
    given(clientProjectDecider, [...inProgress, moved('in_progress', 'completed')])
      .when(markDone('Carpenter'), { actorId: 'trades-1' })
      .thenThrows(ConflictError, 'This project is completed: parts can no longer be marked done');
    given(clientProjectDecider, [...inProgress, moved('in_progress', 'cancelled')])
      .when(markDone('Carpenter'), { actorId: 'trades-1' })
      .thenThrows(ConflictError, 'This project is cancelled: parts can no longer be marked done');
  });

  it('the client can still complete the project with parts not marked done', () => {
    given(clientProjectDecider, [...inProgress, done('trades-1', 'Carpenter')])
      .when({ type: 'ChangeProjectStatus', data: { projectId, to: 'completed' } }, { actorId: 'client-1' })
      .then([moved('in_progress', 'completed')]);
  });
});
