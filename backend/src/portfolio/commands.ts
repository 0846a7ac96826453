import type { ProjectDetails } from '@tradeguild/contracts';

/** A tradesman's portfolio showcases, on their own `tradesman-<id>` stream. Ids and time come from the handler. */
export type PortfolioCommand =
  | { type: 'AddPortfolioProject'; data: { tradesmanId: string; projectId: string; details: ProjectDetails } }
  | { type: 'UpdatePortfolioProject'; data: { tradesmanId: string; projectId: string; details: ProjectDetails } }
  | { type: 'RemovePortfolioProject'; data: { tradesmanId: string; projectId: string } };
