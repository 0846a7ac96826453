import { describe, it } from 'vitest';
import type { TradesmanEvent } from '@tradeguild/contracts';
import { given } from '../../../tests/support/decider-spec.ts';
import { AT, OWNER, PROJECT_ID, REVIEW_ID, TRADESMAN_ID, created, projectAdded } from '../../../tests/fixtures/tradesmen-decide.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.ts';
import { tradesmanDecider as decider } from './decide.ts';

const owner = { actorId: OWNER };
const INVITATION_ID = '5a0ecf4d-b16c-4ad2-8e7f-8c9b0a1bcd35';
const EMAIL = 'sarah@example.com';
const invitationId = (n: number) => `5a0ecf4d-b16c-4ad2-8e7f-${String(n).padStart(12, '0')}`;

const invite = (email = EMAIL, id = INVITATION_ID, portfolioProjectId = PROJECT_ID) => ({
  type: 'SendReviewInvitation' as const,
  data: { tradesmanId: TRADESMAN_ID, invitationId: id, email, portfolioProjectId },
});
const sent = (email = EMAIL, id = INVITATION_ID): TradesmanEvent => ({
  type: 'ReviewInvitationSent',
  data: { tradesmanId: TRADESMAN_ID, invitationId: id, email, portfolioProjectId: PROJECT_ID, sentAt: AT },
});

const invitedReview = (reviewerEmail: string | null, invitation: string | null = INVITATION_ID, clientId = 'client-1') => ({
  type: 'SubmitReview' as const,
  data: {
    tradesmanId: TRADESMAN_ID,
    reviewId: REVIEW_ID,
    clientId,
    portfolioProjectId: null,
    projectId: null,
    isVerified: false,
    rating: 4,
    comment: 'Lovely work',
    invitationId: invitation,
    reviewerEmail,
  },
});
const invitedReviewed = (clientId = 'client-1'): TradesmanEvent => ({
  type: 'ReviewSubmitted',
  data: {
    tradesmanId: TRADESMAN_ID,
    reviewId: REVIEW_ID,
    clientId,
    portfolioProjectId: PROJECT_ID,
    projectId: null,
    isVerified: false,
    rating: 4,
    comment: 'Lovely work',
    invitationId: INVITATION_ID,
    submittedAt: AT,
  },
});

describe('review invitations', () => {
  it('the owner invites a customer by e-mail for one of their portfolio projects', () => {
    given(decider, [created, projectAdded]).when(invite(), owner).then([sent()]);
  });

  it('only for a project in their own portfolio, and only by the owner', () => {
    given(decider, [created]).when(invite(), owner).thenThrows(NotFoundError, 'Project not found in your portfolio');
    given(decider, [created, projectAdded]).when(invite(), { actorId: 'someone-else' }).thenThrows(ForbiddenError);
    given(decider)
      .when(invite(), owner)
      .thenThrows(NotFoundError, /create it first/);
  });

  it('refuses the same open invitation twice', () => {
    given(decider, [created, projectAdded, sent()])
      .when(invite(EMAIL, invitationId(99)), owner)
      .thenThrows(ConflictError, /already invited this e-mail address/);
  });

  it('keeps at most 20 open; a used one frees a place', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => sent(`c${i}@example.com`, i === 0 ? INVITATION_ID : invitationId(i)));
    given(decider, [created, projectAdded, ...twenty])
      .when(invite('new@example.com', invitationId(50)), owner)
      .thenThrows(ConflictError, 'You can have at most 20 open review invitations');
    const usedFirst = invitedReviewed();
    given(decider, [created, projectAdded, ...twenty.map((e, i) => (i === 0 ? sent('c0@example.com') : e)), usedFirst])
      .when(invite('new@example.com', invitationId(50)), owner)
      .then([sent('new@example.com', invitationId(50))]);
  });
});

describe('reviews through an invitation', () => {
  it('the invited e-mail leaves one review, about the invitation project, never verified', () => {
    given(decider, [created, projectAdded, sent()]).when(invitedReview(EMAIL)).then([invitedReviewed()]);
  });

  it('refuses another e-mail, an unknown invitation, and a second review through it (403)', () => {
    given(decider, [created, projectAdded, sent()])
      .when(invitedReview('other@example.com'))
      .thenThrows(ForbiddenError, 'This review invitation was sent to someone else');
    given(decider, [created, projectAdded, sent()])
      .when(invitedReview(null))
      .thenThrows(ForbiddenError, 'This review invitation was sent to someone else');
    given(decider, [created, projectAdded]).when(invitedReview(EMAIL)).thenThrows(ForbiddenError, 'This review invitation was not found');
    given(decider, [created, projectAdded, sent(), invitedReviewed()])
      .when(invitedReview(EMAIL, INVITATION_ID, 'client-2'))
      .thenThrows(ForbiddenError, 'This review invitation has already been used');
  });

  it('refuses a second review of the same project by the same client, even with a new invitation', () => {
    given(decider, [created, projectAdded, sent(), invitedReviewed(), sent(EMAIL, invitationId(7))])
      .when(invitedReview(EMAIL, invitationId(7)))
      .thenThrows(ForbiddenError, 'You have already reviewed this project');
  });

  it('refuses an invitation whose project has been removed', () => {
    const removed: TradesmanEvent = {
      type: 'PortfolioProjectRemoved',
      data: { tradesmanId: TRADESMAN_ID, projectId: PROJECT_ID, removedAt: AT },
    };
    given(decider, [created, projectAdded, sent(), removed])
      .when(invitedReview(EMAIL))
      .thenThrows(NotFoundError, 'Project not found for this tradesman');
  });
});

describe('replies', () => {
  const reply = (text: string) => ({ type: 'ReplyToReview' as const, data: { tradesmanId: TRADESMAN_ID, reviewId: REVIEW_ID, text } });
  const replied = (text: string, repliedAt = AT): TradesmanEvent => ({
    type: 'ReviewReplied',
    data: { tradesmanId: TRADESMAN_ID, reviewId: REVIEW_ID, text, repliedAt },
  });
  const history = [created, projectAdded, sent(), invitedReviewed()];
  const at = (iso: string) => ({ ...owner, now: new Date(iso) });

  it('the reviewed tradesman replies to a review of theirs', () => {
    given(decider, history)
      .when(reply('Thank you, Sarah'), at(AT))
      .then([replied('Thank you, Sarah')]);
  });

  it('only the owner, only to a review of this profile', () => {
    given(decider, history).when(reply('Thanks'), { actorId: 'client-1' }).thenThrows(ForbiddenError);
    given(decider, [created]).when(reply('Thanks'), owner).thenThrows(NotFoundError, 'Review not found');
  });

  it('edits the reply for 7 days after it was first posted, then refuses', () => {
    const sixDays = '2025-06-07T09:30:00.000Z';
    given(decider, [...history, replied('Thanks')])
      .when(reply('Thank you!'), at(sixDays))
      .then([replied('Thank you!', sixDays)]);
    given(decider, [...history, replied('Thanks'), replied('Thank you!', sixDays)])
      .when(reply('Once more'), at('2025-06-08T09:30:01.000Z'))
      .thenThrows(ForbiddenError, 'A reply can be edited for 7 days after it was posted');
  });

  it('the same text again changes nothing', () => {
    given(decider, [...history, replied('Thanks')])
      .when(reply('Thanks'), at(AT))
      .then([]);
  });
});
