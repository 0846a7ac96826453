import { describe, it } from 'vitest';
import type { ClientProjectEvent, ClientProjectStatus } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ForbiddenError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const applicationId = '00000000-0000-4000-8000-000000000001';
const tradesmanId = '10000000-0000-4000-8000-000000000001';
const at = TEST_NOW.toISOString();
const CLIENT = { actorId: 'client-1' };

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
const quoted: ClientProjectEvent = {
  type: 'ApplicationSubmitted',
  data: {
    projectId,
    applicationId,
    tradesmanId,
    tradesmanUserId: 'trades-1',
    message: 'Yes',
    proposedCost: '900.00',
    estimatedDuration: '3 days',
    trades: ['Carpenter'],
    submittedAt: at,
  },
};
const hired: ClientProjectEvent = { type: 'ApplicationAccepted', data: { projectId, applicationId, at, trades: ['Carpenter'] } };
const moved = (from: ClientProjectStatus, to: ClientProjectStatus): ClientProjectEvent => ({
  type: 'ProjectStatusChanged',
  data: { projectId, from, to, changedAt: at },
});
const change = (to: ClientProjectStatus): ClientProjectCommand => ({ type: 'ChangeProjectStatus', data: { projectId, to } });

describe('project status', () => {
  it('starts the work only after a hire', () => {
    given(clientProjectDecider, [posted])
      .when(change('in_progress'), CLIENT)
      .thenThrows(ConflictError, 'Hire at least one tradesman before starting the work');
    given(clientProjectDecider, [posted, quoted, hired])
      .when(change('in_progress'), CLIENT)
      .then([
        { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at, startDate: '2025-06-01' } },
      ]);
  });

  it('completes a project in progress, never an open one', () => {
    given(clientProjectDecider, [posted, quoted, hired, moved('open', 'in_progress')])
      .when(change('completed'), CLIENT)
      .then([moved('in_progress', 'completed')]);
    given(clientProjectDecider, [posted])
      .when(change('completed'), CLIENT)
      .thenThrows(ConflictError, 'A project that is open cannot become completed');
  });

  it('cancels while not completed; nothing leaves completed or cancelled', () => {
    given(clientProjectDecider, [posted])
      .when(change('cancelled'), CLIENT)
      .then([moved('open', 'cancelled')]);
    given(clientProjectDecider, [posted, quoted, hired, moved('open', 'in_progress'), moved('in_progress', 'completed')])
      .when(change('cancelled'), CLIENT)
      .thenThrows(ConflictError, 'A project that is completed cannot become cancelled');
    given(clientProjectDecider, [posted, moved('open', 'cancelled')])
      .when(change('open'), CLIENT)
      .thenThrows(ConflictError);
    given(clientProjectDecider, [posted]).when(change('open'), CLIENT).thenThrows(ConflictError, 'This project is already open');
  });

  it('only the client moves it', () => {
    given(clientProjectDecider, [posted]).when(change('cancelled'), { actorId: 'trades-1' }).thenThrows(ForbiddenError);
    given(clientProjectDecider, [posted]).when(change('cancelled'), { actorId: null }).thenThrows(ForbiddenError);
  });
});

describe('Get Quote invitations', () => {
  const request: ClientProjectCommand = { type: 'RequestQuote', data: { projectId, tradesmanId, tradesmanUserId: 'trades-1' } };
  const requested: ClientProjectEvent = {
    type: 'QuoteRequested',
    data: { projectId, tradesmanId, tradesmanUserId: 'trades-1', requestedAt: at },
  };

  it('invites a tradesman to quote for an open project of the client', () => {
    given(clientProjectDecider, [posted]).when(request, CLIENT).then([requested]);
  });

  it('refuses another client, a second invitation, a tradesman who already quoted and a project no longer open', () => {
    given(clientProjectDecider, [posted]).when(request, { actorId: 'client-2' }).thenThrows(ForbiddenError);
    given(clientProjectDecider, [posted, requested])
      .when(request, CLIENT)
      .thenThrows(ConflictError, /already asked/);
    given(clientProjectDecider, [posted, quoted])
      .when(request, CLIENT)
      .thenThrows(ConflictError, /already quoted/);
    given(clientProjectDecider, [posted, moved('open', 'cancelled')])
      .when(request, CLIENT)
      .thenThrows(ConflictError, 'This project is no longer taking quotes');
  });
});
