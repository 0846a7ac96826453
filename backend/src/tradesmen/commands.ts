import type { ProfileDetails, ProjectDetails } from '@tradeguild/contracts';

/** The commands of a `tradesman-<id>` stream. Ids and time come from the handler, never from decide. */
export type TradesmanCommand =
  | { type: 'CreateTradesmanProfile'; data: { tradesmanId: string; userId: string; details: ProfileDetails } }
  | { type: 'UpdateTradesmanProfile'; data: { tradesmanId: string; details: ProfileDetails } }
  | { type: 'AddPortfolioProject'; data: { tradesmanId: string; projectId: string; details: ProjectDetails } }
  | { type: 'UpdatePortfolioProject'; data: { tradesmanId: string; projectId: string; details: ProjectDetails } }
  | { type: 'RemovePortfolioProject'; data: { tradesmanId: string; projectId: string } }
  | {
      type: 'SubmitReview';
      data: {
        tradesmanId: string;
        reviewId: string;
        clientId: string;
        portfolioProjectId: string | null;
        projectId: string | null;
        isVerified: boolean;
        rating: number;
        comment: string | null;
      };
    }
  | {
      type: 'EndorseTradesman';
      data: { tradesmanId: string; endorsementId: string; endorserId: string; skill: string; comment: string | null };
    }
  | { type: 'VerifyTradesman'; data: { tradesmanId: string } }
  | { type: 'UnverifyTradesman'; data: { tradesmanId: string } };

export type TradesmanCommandType = TradesmanCommand['type'];
export type CommandOf<T extends TradesmanCommandType> = Extract<TradesmanCommand, { type: T }>;
