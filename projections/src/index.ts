import { usersProjection } from './accounts/projection.ts';
import { adminProjection } from './admin/projection.ts';
import { blogProjection } from './blog/projection.ts';
import { forumProjection } from './forum/projection.ts';
import { clientProjectsProjection } from './client-projects/projection.ts';
import { messagesProjection } from './messaging/projection.ts';
import { moderationProjection } from './moderation/projection.ts';
import { notificationsProjection } from './notifications/projection.ts';
import { mailProjection } from './mail/projection.ts';
import type { AnyProjection } from './runtime/types.ts';
import { tradesmenProjection } from './tradesmen/projection.ts';

export { ProjectionRunner, type RunnerOptions } from './runtime/runner.ts';
export { ProjectionWaker, wakeQueueName } from './runtime/waker.ts';
export { projectionHasOwner } from './runtime/ownership.ts';
export { ensureGenerations, requestRebuild } from './runtime/registry.ts';
export { replayAndCompare, type ReplayReport } from './runtime/replay.ts';
export { CheckpointWatcher, waitForProjections } from './runtime/freshness.ts';
export { createReadDb, type ReadDb } from './runtime/read-db.ts';
export { withTransaction } from './runtime/db.ts';
export type { AnyProjection, Push } from './runtime/types.ts';
export { readAllSource, type EventConsumer, type EventSource } from './runtime/event-source.ts';
export { DELIVERY_QUEUE } from './runtime/outbox.ts';

// The read models' queries, one group per read model: the backend reads through these alone.
export { accountsDueForErasure, findUserById } from './accounts/queries.ts';
export { personalData, type PersonalData } from './privacy/queries.ts';
export { FORMER_MEMBER, REMOVED_TEXT } from './privacy/erasure.ts';
export {
  getTradesman,
  getTradesmanOfUser,
  listEndorsements,
  listFeaturedTradesmen,
  listTradesmanReviews,
  searchTradesmenPage,
} from './tradesmen/queries.ts';
export { findOutcode, type Origin } from './tradesmen/postcodes.ts';
export {
  getPortfolioProject,
  listFeaturedPortfolioProjects,
  listPortfolio,
  listPortfolioProjectReviews,
  listSimilarPortfolioProjects,
  portfolioProjectOwner,
} from './tradesmen/portfolio-queries.ts';
export {
  listMyReviewInvitations,
  listSentReviewInvitations,
  reviewedTradesman,
  reviewInvitationIdsTo,
} from './tradesmen/review-queries.ts';
export {
  findJobs,
  getApplicationParties,
  getClientProject,
  getJob,
  getProjectRoom,
  getRoomMessagesBefore,
  isHiredOn,
  isTradesmanHiredOn,
  listClientProjects,
  listMyApplications,
  listProjectApplications,
  listRoomUnread,
  type JobSeeker,
} from './client-projects/queries.ts';
export { conversationList, conversationMessages, unreadTotal } from './messaging/queries.ts';
export { listNotifications, ownedAmong, unreadAmong, unreadNotificationCount } from './notifications/queries.ts';
export {
  blogCategories,
  blogPostById,
  blogPostBySlug,
  blogStats,
  listBlogPosts,
  publishedBlogPosts,
  publishedBlogSlugs,
} from './blog/queries.ts';
export { forumCategoryCounts, forumThread, forumViewCounted, listForumPosts, type ForumViewer } from './forum/queries.ts';
export {
  adminCharts,
  adminMessageById,
  adminMessages,
  adminProjects,
  adminStats,
  adminTradesmen,
  adminUsers,
  recentActivity,
} from './admin/queries.ts';
export { hiddenSubjects, isSubjectHidden, openReportedSubjects, reportSubjectFacts, type SubjectFacts } from './moderation/queries.ts';
export { type ModerationViewer } from './moderation/hidden.ts';
export { mailModes, mailRecipient, type MailRecipient } from './mail/queries.ts';
export { MAIL_SUBJECTS, MAIL_WAKE_CHANNEL, DIRECT_MESSAGE_DELAY_MS } from './mail/projection.ts';
export { mailId } from './mail/ids.ts';
export { queueMail } from './mail/outbox.ts';
export { liveGenerationRows, type GenerationRow } from './admin/operations-queries.ts';

/** Every read model of the app. Add a projection here and the runner builds it. */
export const projections: AnyProjection[] = [usersProjection, clientProjectsProjection, messagesProjection, tradesmenProjection];
projections.push(blogProjection);
projections.push(forumProjection);
projections.push(adminProjection);
projections.push(notificationsProjection);
projections.push(moderationProjection);
projections.push(mailProjection);

export const findProjection = (name: string): AnyProjection | undefined => projections.find((p) => p.name === name);
