import { describe, it } from 'vitest';
import type { ProjectPosted } from '@tradeguild/contracts';
import { given } from '../../../tests/support/decider-spec.ts';
import { ConflictError } from '../errors.ts';
import type { ClientProjectCommand } from './commands.ts';
import { clientProjectDecider } from './decide.ts';

const projectId = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const now = new Date('2025-03-04T10:11:12.345Z');

const postProject = (extra: Partial<Extract<ClientProjectCommand, { type: 'PostProject' }>['data']> = {}): ClientProjectCommand => ({
  type: 'PostProject',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'New bathroom',
    description: 'Strip out and refit a small bathroom',
    requiredTrades: ['Plumber', 'Tiler'],
    isMultiTrade: true,
    ...extra,
  },
});

const projectPosted = (extra: Partial<ProjectPosted['data']> = {}): ProjectPosted => ({
  type: 'ProjectPosted',
  data: {
    projectId,
    clientId: 'client-1',
    title: 'New bathroom',
    description: 'Strip out and refit a small bathroom',
    category: null,
    projectType: null,
    location: null,
    budget: null,
    timeline: null,
    requiredTrades: ['Plumber', 'Tiler'],
    isMultiTrade: true,
    photos: [],
    postedAt: now.toISOString(),
    ...extra,
  },
});

describe('client project decider', () => {
  it('posts a project, with null for every optional field not given and postedAt from ctx.now', () => {
    given(clientProjectDecider).when(postProject(), { now }).then([projectPosted()]);
  });

  it('keeps every optional field that is given', () => {
    const optionals = {
      category: 'plumber',
      projectType: 'renovation',
      location: 'Leeds',
      budget: '£4,000',
      timeline: 'Within 2 months',
    } as const;
    given(clientProjectDecider)
      .when(postProject(optionals), { now })
      .then([projectPosted(optionals)]);
  });

  it('takes the time from the context, never from the clock', () => {
    const later = new Date('2031-12-31T23:59:59.000Z');
    given(clientProjectDecider)
      .when(postProject(), { now: later })
      .then([projectPosted({ postedAt: later.toISOString() })]);
  });

  it('refuses to post onto a project that already exists', () => {
    given(clientProjectDecider, [projectPosted()])
      .when(postProject(), { now })
      .thenThrows(ConflictError, /already been posted/);
  });
});
