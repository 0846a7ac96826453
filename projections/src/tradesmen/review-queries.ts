/** Typed queries over review invitations and replies in the tradesmen read model. */
import { sql } from 'slonik';
import {
  myReviewInvitationSchema,
  sentReviewInvitationSchema,
  type MyReviewInvitation,
  type SentReviewInvitation,
} from '@tradeguild/contracts';
import { z } from 'zod';
import type { ReadDb } from '../runtime/read-db.ts';

/** Everything the tradesman sent, newest first, with the project's title (null once the project is removed). */
export const listSentReviewInvitations = (db: ReadDb, tradesmanId: string): Promise<readonly SentReviewInvitation[]> =>
  db.any(sql.type(sentReviewInvitationSchema)`
    SELECT i.id, i.email, i.portfolio_project_id, p.title AS portfolio_project_title, i.sent_at, i.used_at, i.review_id
      FROM review_invitations i LEFT JOIN portfolio_projects p ON p.id = i.portfolio_project_id
     WHERE i.tradesman_id = ${tradesmanId} ORDER BY i.sent_at DESC, i.id`);

/** The open invitations to one e-mail address (lower case), newest first. */
export const listMyReviewInvitations = (db: ReadDb, email: string): Promise<readonly MyReviewInvitation[]> =>
  db.any(sql.type(myReviewInvitationSchema)`
    SELECT i.id, i.tradesman_id, t.business_name AS tradesman_business_name, i.portfolio_project_id,
           p.title AS portfolio_project_title, i.sent_at
      FROM review_invitations i JOIN tradesmen t ON t.id = i.tradesman_id
      LEFT JOIN portfolio_projects p ON p.id = i.portfolio_project_id
     WHERE i.email = ${email} AND i.used_at IS NULL ORDER BY i.sent_at DESC, i.id`);

/** Every invitation sent to one e-mail address (lower case), used or not: those an erasure unaddresses. */
export const reviewInvitationIdsTo = (db: ReadDb, email: string): Promise<readonly string[]> =>
  db.anyFirst(sql.type(z.object({ id: z.string() }))`SELECT id FROM review_invitations WHERE email = ${email.toLowerCase()} ORDER BY id`);

/** Which profile a review is about, to run the reply on its stream. */
export const reviewedTradesman = (db: ReadDb, reviewId: string): Promise<string | null> =>
  db.maybeOneFirst(sql.type(z.object({ tradesmanId: z.string() }))`SELECT tradesman_id FROM reviews WHERE id = ${reviewId}`);
