import { describe, expect, it } from 'vitest';
import type { ClientProject } from '@tradeguild/contracts';
import { domainEvents } from '@tradeguild/contracts';
import { given } from '../../../tests/support/decider-spec.ts';
import { created, REVIEW_ID, TRADESMAN_ID } from '../../../tests/fixtures/tradesmen-decide.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { tradesmanDecider } from './decide.ts';
import { checkJobReview } from './review-eligibility.ts';

const JOB = '3f0c8a5e-2b7d-4c1a-9e6f-0a1b2c3d4e5f';
const project = (status: ClientProject['status']): ClientProject => ({
  id: JOB,
  clientId: 'client-1',
  title: 'Loft',
  description: 'Board it',
  category: null,
  projectType: null,
  location: null,
  budget: null,
  timeline: null,
  requiredTrades: ['Carpenter'],
  status,
  isMultiTrade: false,
  photos: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  startDate: null,
});

describe('who may leave a verified review for a job', () => {
  it('the client of a completed job, for a tradesman hired on it', () => {
    expect(() => checkJobReview(project('completed'), 'client-1', true)).not.toThrow();
  });

  it('no one else, and not before completion or for someone not hired', () => {
    expect(() => checkJobReview(null, 'client-1', true)).toThrow(NotFoundError);
    expect(() => checkJobReview(project('completed'), 'client-2', true)).toThrow(ForbiddenError);
    expect(() => checkJobReview(project('in_progress'), 'client-1', true)).toThrow(ForbiddenError);
    expect(() => checkJobReview(project('completed'), 'client-1', false)).toThrow('This tradesman was not hired on this job');
  });
});

describe('verified job reviews on the tradesman stream', () => {
  const review = {
    tradesmanId: TRADESMAN_ID,
    reviewId: REVIEW_ID,
    clientId: 'client-1',
    portfolioProjectId: null,
    projectId: JOB,
    isVerified: true,
    rating: 5,
    comment: null,
    invitationId: null,
  };
  const command = { ...review, reviewerEmail: null };

  it('takes one review per client per job, beside a general review', () => {
    const at = '2025-06-01T09:30:00.000Z';
    const submitted = { type: 'ReviewSubmitted' as const, data: { ...review, submittedAt: at } };
    const general = { type: 'ReviewSubmitted' as const, data: { ...review, projectId: null, isVerified: false, submittedAt: at } };
    given(tradesmanDecider, [created, general]).when({ type: 'SubmitReview', data: command }).then([submitted]);
    given(tradesmanDecider, [created, submitted])
      .when({ type: 'SubmitReview', data: command })
      .thenThrows(ForbiddenError, 'You have already reviewed this tradesman for this job');
  });

  it('reads a version 1 review as not tied to a job and unverified', () => {
    const v1 = {
      tradesmanId: TRADESMAN_ID,
      reviewId: REVIEW_ID,
      clientId: 'c',
      portfolioProjectId: null,
      rating: 4,
      comment: null,
      submittedAt: '2025-01-01T00:00:00.000Z',
    };
    expect(domainEvents.decode('ReviewSubmitted', 1, v1)).toMatchObject({ data: { projectId: null, isVerified: false, rating: 4 } });
    expect(domainEvents.decode('ReviewSubmitted', 1, v1)).toMatchObject({ data: { invitationId: null } });
    expect(domainEvents.currentVersion('ReviewSubmitted')).toBe(3);
  });
});
