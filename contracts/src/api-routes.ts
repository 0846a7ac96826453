/**
 * Every endpoint of the API in one table, grouped by context: the backend registers its express
 * handlers from it and the tests check that express answers exactly these. Each route is defined
 * in its endpoint's own contract file; a client imports single routes from there, never this table
 * (it would bring every schema with it).
 */
import { currentUserRoute, loginCallbackRoute, loginRoute, logoutPageRoute, logoutRoute } from './accounts/user.types.ts';
import {
  closeAccountRoute,
  eraseUserRoute,
  exportDownloadRoute,
  exportRoute,
  latestExportRoute,
  reopenAccountRoute,
  requestExportRoute,
} from './accounts/privacy.types.ts';
import { adminActivityRoute, adminChartsRoute, adminStatsRoute } from './admin/admin-stats.types.ts';
import {
  adminMessagesRoute,
  adminProjectsRoute,
  adminTradesmenRoute,
  adminUsersRoute,
  inspectMessageRoute,
} from './admin/directory.types.ts';
import { projectionStatusesRoute, rebuildProjectionRoute } from './admin/operations.types.ts';
import {
  auditExportRoute,
  auditInspectRoute,
  auditLogRoute,
  streamHistoryRoute,
  streamStateRoute,
  verifyChainsRoute,
} from './audit/audit.types.ts';
import { blogCategoriesRoute, createBlogCategoryRoute, deleteBlogCategoryRoute } from './blog/blog-category.types.ts';
import { blogPostByIdRoute, blogPostBySlugRoute, blogPostsRoute, blogStatsRoute, recordBlogViewRoute } from './blog/blog-post.types.ts';
import {
  createBlogPostRoute,
  deleteBlogPostRoute,
  publishBlogPostRoute,
  unpublishBlogPostRoute,
  updateBlogPostRoute,
} from './blog/save-blog-post.types.ts';
import {
  acceptApplicationRoute,
  changeProjectStatusRoute,
  rejectApplicationRoute,
  requestQuoteRoute,
  shortlistApplicationRoute,
  submitApplicationRoute,
  withdrawApplicationRoute,
} from './client-projects/application-commands.types.ts';
import { clientProjectRoute, clientProjectsRoute } from './client-projects/client-project.types.ts';
import { findJobsRoute, jobRoute, myApplicationsRoute, projectApplicationsRoute } from './client-projects/job.types.ts';
import { postProjectRoute } from './client-projects/post-project.types.ts';
import { editProjectRoute } from './client-projects/edit-project.types.ts';
import {
  markPartDoneRoute,
  markRoomReadRoute,
  postRoomMessageRoute,
  projectRoomRoute,
  roomMessagesRoute,
  roomUnreadRoute,
} from './client-projects/room.types.ts';
import { forumCategoriesRoute, forumPostsRoute, forumThreadRoute } from './forum/forum-post.types.ts';
import {
  adminHiddenSubjectsRoute,
  adminReportsRoute,
  dismissReportsRoute,
  fileReportRoute,
  hideReportedSubjectRoute,
  restoreHiddenSubjectRoute,
} from './moderation/report.types.ts';
import {
  createForumPostRoute,
  deleteForumPostRoute,
  deleteForumReplyRoute,
  editForumPostRoute,
  editForumReplyRoute,
  hideForumPostRoute,
  hideForumReplyRoute,
  likeForumPostRoute,
  likeForumReplyRoute,
  markForumSolutionRoute,
  postForumReplyRoute,
  unlikeForumPostRoute,
  unlikeForumReplyRoute,
} from './forum/save-forum-post.types.ts';
import { conversationRoute, conversationsRoute, markConversationReadRoute, messagesUnreadCountRoute } from './messaging/message.types.ts';
import { sendMessageRoute } from './messaging/send-message.types.ts';
import {
  devMailboxRoute,
  notificationPreferencesRoute,
  unsubscribeRoute,
  unsubscribeStatusRoute,
  unsubscribeUndoRoute,
  updateNotificationPreferencesRoute,
} from './mail/mail.types.ts';
import { markNotificationsReadRoute, notificationsRoute, notificationsUnreadCountRoute } from './notifications/notification.types.ts';
import { healthRoute } from './shared/health.types.ts';
import type { ApiRoute } from './shared/route.ts';
import { createProfileRoute } from './tradesmen/create-profile.types.ts';
import { endorseTradesmanRoute } from './tradesmen/endorse.types.ts';
import { featuredProjectsRoute, featuredTradesmenRoute, similarProjectsRoute } from './tradesmen/featured.types.ts';
import { addPortfolioProjectRoute, removePortfolioProjectRoute, updatePortfolioProjectRoute } from './tradesmen/portfolio-project.types.ts';
import { searchTradesmenRoute } from './tradesmen/search-tradesmen.types.ts';
import { submitReviewRoute } from './tradesmen/submit-review.types.ts';
import { myReviewInvitationsRoute, sendReviewInvitationRoute, sentReviewInvitationsRoute } from './tradesmen/review-invitations.types.ts';
import { replyToReviewRoute } from './tradesmen/review-reply.types.ts';
import {
  myProfileRoute,
  portfolioProjectReviewsRoute,
  portfolioProjectRoute,
  tradesmanEndorsementsRoute,
  tradesmanPortfolioRoute,
  tradesmanReviewsRoute,
  tradesmanRoute,
  unverifyTradesmanRoute,
  verifyTradesmanRoute,
} from './tradesmen/tradesman.types.ts';
import { updateProfileRoute } from './tradesmen/update-profile.types.ts';
import { uploadImageRoute } from './tradesmen/upload-image.types.ts';

export const apiRoutes = {
  health: { status: healthRoute },
  accounts: {
    currentUser: currentUserRoute,
    login: loginRoute,
    loginCallback: loginCallbackRoute,
    logoutPage: logoutPageRoute,
    logout: logoutRoute,
  },
  privacy: {
    close: closeAccountRoute,
    reopen: reopenAccountRoute,
    requestExport: requestExportRoute,
    latestExport: latestExportRoute,
    export: exportRoute,
    download: exportDownloadRoute,
    erase: eraseUserRoute,
  },
  tradesmen: {
    search: searchTradesmenRoute,
    featured: featuredTradesmenRoute,
    myProfile: myProfileRoute,
    get: tradesmanRoute,
    portfolio: tradesmanPortfolioRoute,
    reviews: tradesmanReviewsRoute,
    endorsements: tradesmanEndorsementsRoute,
    createProfile: createProfileRoute,
    updateProfile: updateProfileRoute,
    submitReview: submitReviewRoute,
    endorse: endorseTradesmanRoute,
    verify: verifyTradesmanRoute,
    unverify: unverifyTradesmanRoute,
    sendReviewInvitation: sendReviewInvitationRoute,
    sentReviewInvitations: sentReviewInvitationsRoute,
  },
  reviews: {
    myInvitations: myReviewInvitationsRoute,
    reply: replyToReviewRoute,
  },
  portfolio: {
    featured: featuredProjectsRoute,
    get: portfolioProjectRoute,
    reviews: portfolioProjectReviewsRoute,
    similar: similarProjectsRoute,
    add: addPortfolioProjectRoute,
    update: updatePortfolioProjectRoute,
    remove: removePortfolioProjectRoute,
  },
  clientProjects: {
    post: postProjectRoute,
    list: clientProjectsRoute,
    get: clientProjectRoute,
    edit: editProjectRoute,
    changeStatus: changeProjectStatusRoute,
    applications: projectApplicationsRoute,
    apply: submitApplicationRoute,
    requestQuote: requestQuoteRoute,
    myApplications: myApplicationsRoute,
    shortlist: shortlistApplicationRoute,
    accept: acceptApplicationRoute,
    reject: rejectApplicationRoute,
    withdraw: withdrawApplicationRoute,
    findJobs: findJobsRoute,
    job: jobRoute,
  },
  projectRooms: {
    unread: roomUnreadRoute,
    get: projectRoomRoute,
    messages: roomMessagesRoute,
    postMessage: postRoomMessageRoute,
    markRead: markRoomReadRoute,
    markPartDone: markPartDoneRoute,
  },
  messaging: {
    conversations: conversationsRoute,
    unreadCount: messagesUnreadCountRoute,
    conversation: conversationRoute,
    send: sendMessageRoute,
    markRead: markConversationReadRoute,
  },
  notifications: {
    list: notificationsRoute,
    unreadCount: notificationsUnreadCountRoute,
    markRead: markNotificationsReadRoute,
  },
  mail: {
    preferences: notificationPreferencesRoute,
    updatePreferences: updateNotificationPreferencesRoute,
    unsubscribeStatus: unsubscribeStatusRoute,
    unsubscribe: unsubscribeRoute,
    unsubscribeUndo: unsubscribeUndoRoute,
    devMailbox: devMailboxRoute,
  },
  uploads: { image: uploadImageRoute },
  blog: {
    posts: blogPostsRoute,
    postById: blogPostByIdRoute,
    postBySlug: blogPostBySlugRoute,
    createPost: createBlogPostRoute,
    updatePost: updateBlogPostRoute,
    publishPost: publishBlogPostRoute,
    unpublishPost: unpublishBlogPostRoute,
    deletePost: deleteBlogPostRoute,
    recordView: recordBlogViewRoute,
    stats: blogStatsRoute,
    categories: blogCategoriesRoute,
    createCategory: createBlogCategoryRoute,
    deleteCategory: deleteBlogCategoryRoute,
  },
  forum: {
    posts: forumPostsRoute,
    categories: forumCategoriesRoute,
    thread: forumThreadRoute,
    createPost: createForumPostRoute,
    editPost: editForumPostRoute,
    deletePost: deleteForumPostRoute,
    likePost: likeForumPostRoute,
    unlikePost: unlikeForumPostRoute,
    reply: postForumReplyRoute,
    markSolution: markForumSolutionRoute,
    hidePost: hideForumPostRoute,
    editReply: editForumReplyRoute,
    deleteReply: deleteForumReplyRoute,
    likeReply: likeForumReplyRoute,
    unlikeReply: unlikeForumReplyRoute,
    hideReply: hideForumReplyRoute,
  },
  audit: {
    log: auditLogRoute,
    export: auditExportRoute,
    inspect: auditInspectRoute,
    history: streamHistoryRoute,
    state: streamStateRoute,
    verify: verifyChainsRoute,
  },
  admin: {
    stats: adminStatsRoute,
    activity: adminActivityRoute,
    charts: adminChartsRoute,
    tradesmen: adminTradesmenRoute,
    projects: adminProjectsRoute,
    messages: adminMessagesRoute,
    users: adminUsersRoute,
    inspectMessage: inspectMessageRoute,
    projections: projectionStatusesRoute,
    rebuildProjection: rebuildProjectionRoute,
  },
  moderation: {
    report: fileReportRoute,
    reports: adminReportsRoute,
    hide: hideReportedSubjectRoute,
    dismiss: dismissReportsRoute,
    hidden: adminHiddenSubjectsRoute,
    restore: restoreHiddenSubjectRoute,
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;
