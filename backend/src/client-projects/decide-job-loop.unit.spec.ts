/** Issue 23's job loop: quotes for the tradesman's own trades, every bidder answered, and a start date for the work. */
import { describe, it } from 'vitest';
import type { ClientProjectEvent, ProjectPosted, ProjectTrade } from '@tradeguild/contracts';
import { given, TEST_NOW } from '../../../tests/support/decider-spec.ts';
import { ConflictError, ValidationError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const at = TEST_NOW.toISOString(); // 2025-06-01
const CLIENT = { actorId: 'client-1' };
const app = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const as = (n: number) => ({ actorId: `trades-${n}` });

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
const quote = { message: 'I can do it', proposedCost: '1250.00', estimatedDuration: '2 weeks' };
const submitted = (n: number, trades: ProjectTrade[]): ClientProjectEvent => ({
  type: 'ApplicationSubmitted',
  data: { projectId, applicationId: app(n), tradesmanId: app(100 + n), tradesmanUserId: `trades-${n}`, ...quote, trades, submittedAt: at },
});
const submit = (n: number, trades: ProjectTrade[], tradesmanTrades: ProjectTrade[]): ClientProjectCommand => ({
  type: 'SubmitApplication',
  data: { projectId, applicationId: app(n), tradesmanId: app(100 + n), tradesmanUserId: `trades-${n}`, ...quote, trades, tradesmanTrades },
});
const accepted = (n: number, trades: ProjectTrade[]): ClientProjectEvent => ({
  type: 'ApplicationAccepted',
  data: { projectId, applicationId: app(n), at, trades },
});
const accept = (n: number, start?: 'now' | { date: string }): ClientProjectCommand => ({
  type: 'AcceptApplication',
  data: { projectId, applicationId: app(n), start },
});
const notSelected = (n: number): ClientProjectEvent => ({
  type: 'ApplicationRejected',
  data: { projectId, applicationId: app(n), at, message: 'Not selected this time', reason: 'trade_hired' },
});
const closed = (n: number): ClientProjectEvent => ({
  type: 'ApplicationRejected',
  data: { projectId, applicationId: app(n), at, message: 'This project is no longer hiring', reason: 'project_closed' },
});
const started = (startDate: string): ClientProjectEvent => ({
  type: 'ProjectStatusChanged',
  data: { projectId, from: 'open', to: 'in_progress', changedAt: at, startDate },
});

describe('quotes that fit', () => {
  it("takes a quote only for the tradesman's own trades", () => {
    given(clientProjectDecider, [posted])
      .when(submit(1, ['Plumber', 'Tiler'], ['Plumber']), as(1))
      .thenThrows(ValidationError, 'You can only quote for your own trades: add Tiler to your profile first');
    given(clientProjectDecider, [posted])
      .when(submit(1, ['Plumber'], ['Plumber', 'Roofer']), as(1))
      .then([submitted(1, ['Plumber'])]);
  });

  it('lets a tradesman not selected for one trade quote again for a trade still open, but not after the client declined', () => {
    const resend: ClientProjectCommand = { ...submit(3, ['Tiler'], ['Plumber', 'Tiler']) };
    (resend.data as { tradesmanUserId: string }).tradesmanUserId = 'trades-1';
    given(clientProjectDecider, [
      posted,
      submitted(1, ['Plumber', 'Tiler']),
      submitted(2, ['Plumber']),
      accepted(2, ['Plumber']),
      notSelected(1),
    ])
      .when(resend, as(1))
      .then([
        {
          ...submitted(3, ['Tiler']),
          data: { ...(submitted(3, ['Tiler']).data as object), tradesmanUserId: 'trades-1' },
        } as ClientProjectEvent,
      ]);
    given(clientProjectDecider, [posted, submitted(1, ['Plumber'])])
      .when({ type: 'RejectApplication', data: { projectId, applicationId: app(1) } }, CLIENT)
      .then([{ type: 'ApplicationRejected', data: { projectId, applicationId: app(1), at, message: null, reason: 'client' } }]);
    const declined = {
      ...notSelected(1),
      data: { ...(notSelected(1).data as object), message: 'No thanks', reason: 'client' },
    } as ClientProjectEvent;
    given(clientProjectDecider, [posted, submitted(1, ['Plumber', 'Tiler']), declined])
      .when(resend, as(1))
      .thenThrows(ConflictError, 'The client has declined your quote for this project');
  });
});

describe('every bidder answered', () => {
  it("hiring a trade declines the other pending quotes for it ('Not selected this time'), not those for other trades", () => {
    given(clientProjectDecider, [posted, submitted(1, ['Plumber']), submitted(2, ['Plumber']), submitted(3, ['Tiler'])])
      .when(accept(1), CLIENT)
      .then([accepted(1, ['Plumber']), notSelected(2)]);
  });

  it('declines a quote covering the hired trade and a trade still open: as sent it can no longer be accepted', () => {
    given(clientProjectDecider, [posted, submitted(1, ['Plumber']), submitted(2, ['Plumber', 'Tiler'])])
      .when(accept(1), CLIENT)
      .then([accepted(1, ['Plumber']), notSelected(2)]);
  });

  it('hiring the last trade answers every pending quote before the work starts', () => {
    const before = [posted, submitted(1, ['Plumber']), submitted(2, ['Tiler']), submitted(3, ['Tiler']), accepted(1, ['Plumber'])];
    given(clientProjectDecider, before)
      .when(accept(2, 'now'), CLIENT)
      .then([accepted(2, ['Tiler']), notSelected(3), started('2025-06-01')]);
  });

  it('completing or cancelling closes every pending quote', () => {
    const inProgress = { type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'in_progress', changedAt: at } } as const;
    given(clientProjectDecider, [posted, submitted(1, ['Plumber']), submitted(2, ['Tiler']), accepted(1, ['Plumber']), inProgress])
      .when({ type: 'ChangeProjectStatus', data: { projectId, to: 'completed' } }, CLIENT)
      .then([{ type: 'ProjectStatusChanged', data: { projectId, from: 'in_progress', to: 'completed', changedAt: at } }, closed(2)]);
    given(clientProjectDecider, [posted, submitted(1, ['Plumber']), submitted(2, ['Tiler'])])
      .when({ type: 'ChangeProjectStatus', data: { projectId, to: 'cancelled' } }, CLIENT)
      .then([{ type: 'ProjectStatusChanged', data: { projectId, from: 'open', to: 'cancelled', changedAt: at } }, closed(1), closed(2)]);
  });

  it('a quote closed by a hire cannot be decided again', () => {
    given(clientProjectDecider, [posted, submitted(1, ['Plumber']), submitted(2, ['Plumber']), accepted(1, ['Plumber']), notSelected(2)])
      .when(accept(2), CLIENT)
      .thenThrows(ConflictError, 'This quote is already rejected');
  });
});

describe('nothing starts silently', () => {
  const lastTrade = [posted, submitted(1, ['Plumber']), submitted(2, ['Tiler']), accepted(1, ['Plumber'])];

  it('asks when the work starts when the hire completes the team', () => {
    given(clientProjectDecider, lastTrade)
      .when(accept(2), CLIENT)
      .thenThrows(ValidationError, 'Choose when the work starts: now or on a date');
  });

  it('starts now or on a day from today to a year ahead', () => {
    given(clientProjectDecider, lastTrade)
      .when(accept(2, { date: '2025-06-20' }), CLIENT)
      .then([accepted(2, ['Tiler']), started('2025-06-20')]);
    given(clientProjectDecider, lastTrade)
      .when(accept(2, { date: '2025-06-01' }), CLIENT)
      .then([accepted(2, ['Tiler']), started('2025-06-01')]);
    given(clientProjectDecider, lastTrade)
      .when(accept(2, { date: '2025-05-31' }), CLIENT)
      .thenThrows(ValidationError, 'The start date cannot be in the past');
    given(clientProjectDecider, lastTrade)
      .when(accept(2, { date: '2026-06-03' }), CLIENT)
      .thenThrows(ValidationError, 'The start date must be within a year');
  });

  it('needs no start for a hire that leaves a trade open (a start sent is ignored)', () => {
    given(clientProjectDecider, [posted, submitted(1, ['Plumber'])])
      .when(accept(1, 'now'), CLIENT)
      .then([accepted(1, ['Plumber'])]);
  });
});
