import { z } from 'zod';
import { ownedBy, ownedByAuthor, personal } from '../shared/personal-data.ts';
import { defineEvent, type Upcaster } from '../shared/event-registry.ts';

/** What an author writes in a post; created and edited events carry all of it. */
export const forumPostContentSchema = z.object({
  title: z.string(),
  content: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
});
export type ForumPostContent = z.infer<typeof forumPostContentSchema>;

const postId = z.string().uuid();
const replyId = z.string().uuid();

export const forumPostCreatedSchema = z.object({
  type: z.literal('ForumPostCreated'),
  data: forumPostContentSchema.extend({ postId, authorId: z.string(), createdAt: z.string() }),
});
export const forumPostEditedSchema = z.object({
  type: z.literal('ForumPostEdited'),
  /** `authorId` (v2): the post's author, whose key seals the text whoever edits; null in v1 events (the author edited). */
  data: forumPostContentSchema.extend({ postId, authorId: z.string().nullable(), editedAt: z.string() }),
});
export const forumPostDeletedSchema = z.object({ type: z.literal('ForumPostDeleted'), data: z.object({ postId, deletedAt: z.string() }) });
export const forumPostLikedSchema = z.object({
  type: z.literal('ForumPostLiked'),
  data: z.object({ postId, userId: z.string(), likedAt: z.string() }),
});
export const forumPostUnlikedSchema = z.object({
  type: z.literal('ForumPostUnliked'),
  data: z.object({ postId, userId: z.string(), unlikedAt: z.string() }),
});
/** The author marks one reply as the answer; a later mark replaces it. */
export const forumPostSolvedSchema = z.object({
  type: z.literal('ForumPostSolved'),
  data: z.object({ postId, replyId, solvedAt: z.string() }),
});
export const forumPostHiddenSchema = z.object({
  type: z.literal('ForumPostHidden'),
  data: z.object({ postId, reason: z.string(), hiddenBy: z.string(), hiddenAt: z.string() }),
});
/**
 * A member opened the post for the first time (never appended twice for one member:
 * docs/decisions/0026-forum-streams-and-views.md).
 */
export const forumPostViewedSchema = z.object({
  type: z.literal('ForumPostViewed'),
  data: z.object({ postId, userId: z.string(), viewedAt: z.string() }),
});

export const forumReplyPostedSchema = z.object({
  type: z.literal('ForumReplyPosted'),
  data: z.object({ replyId, postId, authorId: z.string(), content: z.string(), createdAt: z.string() }),
});
export const forumReplyEditedSchema = z.object({
  type: z.literal('ForumReplyEdited'),
  /** `authorId` (v2): as ForumPostEdited's. */
  data: z.object({ replyId, postId, authorId: z.string().nullable(), content: z.string(), editedAt: z.string() }),
});
export const forumReplyDeletedSchema = z.object({
  type: z.literal('ForumReplyDeleted'),
  data: z.object({ replyId, postId, deletedAt: z.string() }),
});
export const forumReplyLikedSchema = z.object({
  type: z.literal('ForumReplyLiked'),
  data: z.object({ replyId, postId, userId: z.string(), likedAt: z.string() }),
});
export const forumReplyUnlikedSchema = z.object({
  type: z.literal('ForumReplyUnliked'),
  data: z.object({ replyId, postId, userId: z.string(), unlikedAt: z.string() }),
});
export const forumReplyHiddenSchema = z.object({
  type: z.literal('ForumReplyHidden'),
  data: z.object({ replyId, postId, reason: z.string(), hiddenBy: z.string(), hiddenAt: z.string() }),
});

export type ForumPostCreated = z.infer<typeof forumPostCreatedSchema>;
export type ForumPostEdited = z.infer<typeof forumPostEditedSchema>;
export type ForumPostDeleted = z.infer<typeof forumPostDeletedSchema>;
export type ForumPostLiked = z.infer<typeof forumPostLikedSchema>;
export type ForumPostUnliked = z.infer<typeof forumPostUnlikedSchema>;
export type ForumPostSolved = z.infer<typeof forumPostSolvedSchema>;
export type ForumPostHidden = z.infer<typeof forumPostHiddenSchema>;
export type ForumPostViewed = z.infer<typeof forumPostViewedSchema>;
export type ForumReplyPosted = z.infer<typeof forumReplyPostedSchema>;
export type ForumReplyEdited = z.infer<typeof forumReplyEditedSchema>;
export type ForumReplyDeleted = z.infer<typeof forumReplyDeletedSchema>;
export type ForumReplyLiked = z.infer<typeof forumReplyLikedSchema>;
export type ForumReplyUnliked = z.infer<typeof forumReplyUnlikedSchema>;
export type ForumReplyHidden = z.infer<typeof forumReplyHiddenSchema>;

export type ForumPostEvent =
  | ForumPostCreated
  | ForumPostEdited
  | ForumPostDeleted
  | ForumPostLiked
  | ForumPostUnliked
  | ForumPostSolved
  | ForumPostHidden
  | ForumPostViewed;
export type ForumReplyEvent =
  ForumReplyPosted | ForumReplyEdited | ForumReplyDeleted | ForumReplyLiked | ForumReplyUnliked | ForumReplyHidden;
export type ForumEvent = ForumPostEvent | ForumReplyEvent;

/** Edits before v2 name no author (sealed with the editor's key: only the author could edit). */
const addAuthor: Upcaster = (data) => ({ authorId: null, ...data });

export const forumEventDefinitions = [
  defineEvent(forumPostCreatedSchema, { personal: personal(ownedBy('authorId'), { title: 'text', content: 'text' }) }),
  defineEvent(forumPostEditedSchema, {
    version: 2,
    upcasters: { 1: addAuthor },
    personal: personal(ownedByAuthor('authorId'), { title: 'text', content: 'text' }),
  }),
  defineEvent(forumPostDeletedSchema),
  defineEvent(forumPostLikedSchema),
  defineEvent(forumPostUnlikedSchema),
  defineEvent(forumPostSolvedSchema),
  defineEvent(forumPostHiddenSchema),
  defineEvent(forumPostViewedSchema),
  defineEvent(forumReplyPostedSchema, { personal: personal(ownedBy('authorId'), { content: 'text' }) }),
  defineEvent(forumReplyEditedSchema, {
    version: 2,
    upcasters: { 1: addAuthor },
    personal: personal(ownedByAuthor('authorId'), { content: 'text' }),
  }),
  defineEvent(forumReplyDeletedSchema),
  defineEvent(forumReplyLikedSchema),
  defineEvent(forumReplyUnlikedSchema),
  defineEvent(forumReplyHiddenSchema),
];
