import type { ProfileDetails } from '@tradeguild/contracts';

/**
 * The commands of a `tradesman-<id>` stream about the profile and what others say of it; the
 * portfolio's commands on the same stream are the portfolio context's. Ids and time come from the
 * handler, never from decide.
 */
export type TradesmanCommand =
  | { type: 'CreateTradesmanProfile'; data: { tradesmanId: string; userId: string; details: ProfileDetails } }
  | { type: 'UpdateTradesmanProfile'; data: { tradesmanId: string; details: ProfileDetails } }
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
        /** Through this review invitation; `reviewerEmail` is the signed-in client's verified e-mail (lower case). */
        invitationId: string | null;
        reviewerEmail: string | null;
      };
    }
  | {
      type: 'SendReviewInvitation';
      data: { tradesmanId: string; invitationId: string; email: string; portfolioProjectId: string };
    }
  | { type: 'ReplyToReview'; data: { tradesmanId: string; reviewId: string; text: string } }
  | {
      type: 'EndorseTradesman';
      data: { tradesmanId: string; endorsementId: string; endorserId: string; skill: string; comment: string | null };
    }
  | { type: 'VerifyTradesman'; data: { tradesmanId: string } }
  | { type: 'UnverifyTradesman'; data: { tradesmanId: string } };

export type TradesmanCommandType = TradesmanCommand['type'];
export type CommandOf<T extends TradesmanCommandType> = Extract<TradesmanCommand, { type: T }>;
