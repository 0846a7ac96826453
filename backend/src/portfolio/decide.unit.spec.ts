import { describe, it } from 'vitest';
import { given } from '../../../tests/support/decider-spec.ts';
import { AT, OWNER, PROJECT_ID, TRADESMAN_ID, created, project, projectAdded } from '../../../tests/fixtures/tradesmen-decide.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.ts';
import { portfolioDecider as decider } from './decide.ts';

const owner = { actorId: OWNER };
const projectRemoved = {
  type: 'PortfolioProjectRemoved' as const,
  data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, removedAt: AT },
};

describe('portfolio projects', () => {
  const add = { type: 'AddPortfolioProject' as const, data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, details: project } };
  const update = {
    type: 'UpdatePortfolioProject' as const,
    data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, details: { ...project, title: 'Rewire' } },
  };
  const remove = { type: 'RemovePortfolioProject' as const, data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID } };

  it('adds, edits and removes a project of the owner', () => {
    given(decider, [created]).when(add, owner).then([projectAdded]);
    given(decider, [created, projectAdded])
      .when(update, owner)
      .then([
        {
          type: 'PortfolioProjectUpdated',
          data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, ...project, title: 'Rewire', userId: OWNER, updatedAt: AT },
        },
      ]);
    given(decider, [created, projectAdded]).when(remove, owner).then([projectRemoved]);
  });

  it('refuses other people, unknown and removed projects, and future dates', () => {
    given(decider, [created]).when(add, { actorId: 'intruder' }).thenThrows(ForbiddenError);
    given(decider, [created, projectAdded]).when(remove, { actorId: 'intruder' }).thenThrows(ForbiddenError);
    given(decider, [created]).when(update, owner).thenThrows(NotFoundError, 'Project not found');
    given(decider, [created, projectAdded, projectRemoved]).when(remove, owner).thenThrows(NotFoundError);
    given(decider, [created, projectAdded]).when(add, owner).thenThrows(ConflictError);
    const future = { ...add, data: { ...add.data, details: { ...project, completedAt: '2025-06-02' } } };
    given(decider, [created])
      .when(future, owner)
      .thenThrows(ValidationError, /future/);
  });
});
