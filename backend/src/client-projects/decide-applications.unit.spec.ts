import { describe, it } from 'vitest';
import type { ClientProjectEvent, ProjectPosted } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const at = TEST_NOW.toISOString();
const CLIENT = { actorId: 'client-1' };
const app = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const profile = (n: number) => `10000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const posted: ProjectPosted = {
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'New bathroom',
    description: 'Strip out and refit',
    category: null,
    projectType: null,
    location: 'Leeds LS6',
    budget: null,
    timeline: null,
    requiredTrades: ['Plumber', 'Tiler'],
    isMultiTrade: true,
    photos: [],
    postedAt: at,
  },
};

const submitted = (n: number, trades: ('Plumber' | 'Tiler')[] = ['Plumber']): ClientProjectEvent => ({
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId: app(n),
    tradesmanId: profile(n),
    tradesmanUserId: `trades-${n}`,
    message: 'I can do it',
    proposedCost: '1250.00',
    estimatedDuration: '2 weeks',
    trades,
    submittedAt: at,
  },
});

const submit = (n: number, trades: ('Plumber' | 'Tiler' | 'Roofer')[] = ['Plumber']): ClientProjectCommand => ({
  type: 'SubmitApplication',
  data: {
    projectId,
    applicationId: app(n),
    tradesmanId: profile(n),
    tradesmanUserId: `trades-${n}`,
    message: 'I can do it',
    proposedCost: '1250.00',
    estimatedDuration: '2 weeks',
    trades,
    tradesmanTrades: ['Plumber', 'Tiler', 'Roofer'],
  },
});
const act = (type: 'WithdrawApplication' | 'ShortlistApplication' | 'AcceptApplication', n: number): ClientProjectCommand => ({
  type,
  data: { projectId, applicationId: app(n) },
});
const as = (n: number) => ({ actorId: `trades-${n}` });
const step = (type: 'ApplicationWithdrawn' | 'ApplicationShortlisted' | 'ApplicationRejected', n: number): ClientProjectEvent =>
  type === 'ApplicationRejected'
    ? { type, data: { projectId, applicationId: app(n), at, message: null, reason: 'client' } }
    : { type, data: { projectId, applicationId: app(n), at } };
const accepted = (n: number, trades: ('Plumber' | 'Tiler')[] = ['Plumber']): ClientProjectEvent => ({
  type: 'ApplicationAccepted',
  data: { projectId, applicationId: app(n), at, trades },
});

describe('quotes: applying', () => {
  it('records a quote from the tradesman themself', () => {
    given(clientProjectDecider, [posted])
      .when(submit(1), as(1))
      .then([submitted(1)]);
  });

  it('refuses a quote sent on behalf of someone else', () => {
    given(clientProjectDecider, [posted]).when(submit(1), as(2)).thenThrows(ForbiddenError);
  });

  it('refuses a quote on a project that does not exist', () => {
    given(clientProjectDecider).when(submit(1), as(1)).thenThrows(NotFoundError, 'Project not found');
  });

  it('refuses a trade the project does not need', () => {
    given(clientProjectDecider, [posted])
      .when(submit(1, ['Roofer']), as(1))
      .thenThrows(ValidationError, 'This project does not need a Roofer');
  });

  const again: ClientProjectCommand = {
    type: 'SubmitApplication',
    data: { ...(submit(1).data as object), applicationId: app(9) } as never,
  };

  it('allows one live quote per tradesman per project', () => {
    given(clientProjectDecider, [posted, submitted(1)])
      .when(again, as(1))
      .thenThrows(ConflictError, 'You already have a quote on this project');
    given(clientProjectDecider, [posted, submitted(1), accepted(1)])
      .when(again, as(1))
      .thenThrows(ConflictError, 'You already have a quote');
  });

  it('takes a new quote after the old one was withdrawn, but not after it was declined', () => {
    const resent = { ...submitted(1), data: { ...submitted(1).data, applicationId: app(9) } } as ClientProjectEvent;
    given(clientProjectDecider, [posted, submitted(1), step('ApplicationWithdrawn', 1)])
      .when(again, as(1))
      .then([resent]);
    given(clientProjectDecider, [posted, submitted(1), step('ApplicationRejected', 1)])
      .when(again, as(1))
      .thenThrows(ConflictError, /declined/);
  });

  it('refuses a quote for a trade already hired, and any quote once the project is not open', () => {
    given(clientProjectDecider, [posted, submitted(1), accepted(1)])
      .when(submit(2), as(2))
      .thenThrows(ConflictError, 'A Plumber has already been hired for this project');
    const cancelled: ClientProjectEvent = {
      type: 'ProjectStatusChanged',
      data: { projectId, from: 'open', to: 'cancelled', changedAt: at },
    };
    given(clientProjectDecider, [posted, cancelled])
      .when(submit(2, ['Tiler']), as(2))
      .thenThrows(ConflictError, 'This project is no longer taking quotes');
  });
});

describe('quotes: withdrawing', () => {
  it('lets the tradesman withdraw a pending quote', () => {
    given(clientProjectDecider, [posted, submitted(1)])
      .when(act('WithdrawApplication', 1), as(1))
      .then([step('ApplicationWithdrawn', 1)]);
  });

  it('refuses anyone else, and a quote that is no longer pending', () => {
    given(clientProjectDecider, [posted, submitted(1)])
      .when(act('WithdrawApplication', 1), CLIENT)
      .thenThrows(ForbiddenError);
    given(clientProjectDecider, [posted, submitted(1), accepted(1)])
      .when(act('WithdrawApplication', 1), as(1))
      .thenThrows(ConflictError, /accepted/);
  });

  it('answers 404 for a quote that is not on this project', () => {
    given(clientProjectDecider, [posted]).when(act('WithdrawApplication', 7), as(7)).thenThrows(NotFoundError, 'Quote not found');
  });
});

describe('quotes: the client shortlists, hires and rejects', () => {
  const five = [1, 2, 3, 4, 5].flatMap((n) => [submitted(n), step('ApplicationShortlisted', n)]);

  it('only the project client acts on quotes', () => {
    for (const type of ['ShortlistApplication', 'AcceptApplication'] as const) {
      given(clientProjectDecider, [posted, submitted(1)])
        .when(act(type, 1), as(1))
        .thenThrows(ForbiddenError, "Only the project's client can do this");
      given(clientProjectDecider, [posted, submitted(1)])
        .when(act(type, 1), { actorId: 'client-2' })
        .thenThrows(ForbiddenError);
    }
  });

  it('shortlists at most 5 at once; shortlisting twice changes nothing', () => {
    given(clientProjectDecider, [posted, ...five, submitted(6)])
      .when(act('ShortlistApplication', 6), CLIENT)
      .thenThrows(ConflictError, 'You can shortlist at most 5 quotes at once');
    given(clientProjectDecider, [posted, ...five])
      .when(act('ShortlistApplication', 5), CLIENT)
      .then([]);
  });

  it('frees a shortlist place when a shortlisted quote is rejected or withdrawn', () => {
    given(clientProjectDecider, [posted, ...five, step('ApplicationRejected', 1), submitted(6)])
      .when(act('ShortlistApplication', 6), CLIENT)
      .then([step('ApplicationShortlisted', 6)]);
  });

  it('hires one tradesman per required trade', () => {
    given(clientProjectDecider, [posted, submitted(1), submitted(2, ['Tiler'])])
      .when(act('AcceptApplication', 1), CLIENT)
      .then([accepted(1)]);
    given(clientProjectDecider, [posted, submitted(1), submitted(2), accepted(1)])
      .when(act('AcceptApplication', 2), CLIENT)
      .thenThrows(ConflictError, 'A Plumber has already been hired for this project');
  });

  it('starts the work when the last required trade is hired (a multi-trade team)', () => {
    given(clientProjectDecider, [posted, submitted(1), submitted(2, ['Tiler']), accepted(1)])
      .when({ type: 'AcceptApplication', data: { projectId, applicationId: app(2), start: 'now' } }, CLIENT)
      .then([
        accepted(2, ['Tiler']),
        { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at, startDate: at.slice(0, 10) } },
      ]);
  });

  it('rejects with an optional message; a decided quote cannot be decided again', () => {
    const reject = (message?: string): ClientProjectCommand => ({
      type: 'RejectApplication',
      data: { projectId, applicationId: app(1), message },
    });
    given(clientProjectDecider, [posted, submitted(1)])
      .when(reject('Too dear'), CLIENT)
      .then([{ type: 'ApplicationRejected', data: { projectId, applicationId: app(1), at, message: 'Too dear', reason: 'client' } }]);
    given(clientProjectDecider, [posted, submitted(1)])
      .when(reject(), CLIENT)
      .then([step('ApplicationRejected', 1)]);
    given(clientProjectDecider, [posted, submitted(1), step('ApplicationRejected', 1)])
      .when(act('AcceptApplication', 1), CLIENT)
      .thenThrows(ConflictError, 'This quote is already rejected');
  });
});
