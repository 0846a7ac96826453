import { describe, expect, it } from 'vitest';
import type { TradesmanEvent } from '@tradeguild/contracts';
import {
  AT,
  OTHER_TRADESMAN_ID,
  OWNER,
  PROJECT_ID,
  REVIEW_ID,
  TRADESMAN_ID,
  created,
  projectAdded,
  reviewed,
  verified,
} from '../../../tests/fixtures/tradesmen-decide.ts';
import { endorsementKey, evolve, initialState, reviewKey } from './state.ts';

const fold = (events: TradesmanEvent[]) => events.reduce(evolve, initialState());

describe('evolve', () => {
  it('starts empty', () => {
    expect(fold([])).toMatchObject({ exists: false, userId: null, verified: false });
  });

  it('remembers the owner, live projects, review and endorsement keys, and verification', () => {
    const endorsed: TradesmanEvent = {
      type: 'TradesmanEndorsed',
      data: {
        tradesmanId: TRADESMAN_ID,
        endorsementId: REVIEW_ID,
        endorserId: OTHER_TRADESMAN_ID,
        skill: 'Rewiring',
        comment: null,
        endorsedAt: AT,
      },
    };
    const s = fold([created, projectAdded, reviewed('c1', PROJECT_ID), endorsed, verified]);
    expect(s).toMatchObject({ exists: true, tradesmanId: TRADESMAN_ID, userId: OWNER, verified: true });
    expect([...s.projects]).toEqual([PROJECT_ID]);
    expect(s.reviewKeys.has(reviewKey('c1', PROJECT_ID))).toBe(true);
    expect(s.reviewKeys.has(reviewKey('c1', null))).toBe(false);
    expect(s.endorsementKeys.has(endorsementKey(OTHER_TRADESMAN_ID, ' REWIRING'))).toBe(true);
  });

  it('drops removed projects and follows unverification', () => {
    const s = fold([
      created,
      projectAdded,
      verified,
      { type: 'PortfolioProjectRemoved', data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, removedAt: AT } },
      { type: 'TradesmanUnverified', data: { tradesmanId: TRADESMAN_ID, unverifiedBy: 'admin', unverifiedAt: AT } },
    ]);
    expect([s.projects.size, s.verified]).toEqual([0, false]);
  });

  it('does not change the state it was given', () => {
    const before = fold([created]);
    evolve(before, projectAdded);
    expect(before.projects.size).toBe(0);
  });
});
