import { z } from 'zod';
import { requiredText } from '../shared/fields.ts';
import { commandIdSchema } from '../shared/metadata.ts';
import { isSafeText, UNSAFE_TEXT_MESSAGE } from '../shared/safe-text.ts';
import { FORUM_CATEGORIES, FORUM_LIMITS } from './constants.ts';
import { defineRoute, idParam } from '../shared/route.ts';
import { commandResultSchema } from '../shared/errors.ts';

export const FORUM_MESSAGES = {
  title: 'Title is required',
  content: 'Content is required',
  category: 'Category is required',
  tags: `Maximum ${FORUM_LIMITS.tags} tags allowed`,
  reason: 'A reason is required',
} as const;

/** One of the six categories; missing or blank gets the spec's message. */
const categorySchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ required_error: FORUM_MESSAGES.category, invalid_type_error: FORUM_MESSAGES.category })
    .min(1, FORUM_MESSAGES.category)
    .pipe(z.enum(FORUM_CATEGORIES, { errorMap: () => ({ message: `Category must be one of: ${FORUM_CATEGORIES.join(', ')}` }) })),
);

const uniqueIgnoringCase = (tags: string[]) => {
  const seen = new Set<string>();
  return tags.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
};

/** Tags as the dialog adds them: trimmed, blanks and repeats dropped, at most five. */
export const forumTagsSchema = z
  .array(z.string({ invalid_type_error: 'Each tag must be text' }), { invalid_type_error: 'Tags must be a list' })
  .default([])
  .transform((tags) => uniqueIgnoringCase(tags.map((t) => t.trim()).filter(Boolean)))
  .pipe(
    z
      .array(z.string().max(FORUM_LIMITS.tag, `Keep each tag under ${FORUM_LIMITS.tag} characters`).refine(isSafeText, UNSAFE_TEXT_MESSAGE))
      .max(FORUM_LIMITS.tags, FORUM_MESSAGES.tags),
  );

/** The Create Post dialog's fields (spec section 5), validated alike in the dialog and on the server. */
export const forumPostFieldsSchema = z.object({
  title: requiredText(FORUM_MESSAGES.title, FORUM_LIMITS.title),
  content: requiredText(FORUM_MESSAGES.content, FORUM_LIMITS.content),
  category: categorySchema,
  tags: forumTagsSchema,
});
export type ForumPostFields = z.output<typeof forumPostFieldsSchema>;
export type ForumPostFieldsInput = z.input<typeof forumPostFieldsSchema>;

/** POST /api/forum/posts: 201 `{ id, position }`. PUT /api/forum/posts/{id}: the same fields (author only). */
export const saveForumPostRequestSchema = forumPostFieldsSchema.extend({ commandId: commandIdSchema });
export type SaveForumPostRequest = z.input<typeof saveForumPostRequestSchema>;

/** POST /api/forum/posts/{id}/replies: 201 `{ id, position }`. PUT /api/forum/replies/{id}: the same (author only). */
export const saveForumReplyRequestSchema = z.object({
  content: requiredText(FORUM_MESSAGES.content, FORUM_LIMITS.reply),
  commandId: commandIdSchema,
});
export type SaveForumReplyRequest = z.input<typeof saveForumReplyRequestSchema>;

/** POST /api/forum/posts/{id}/solution (the post's author): the reply that solved it. */
export const markForumSolutionRequestSchema = z.object({
  replyId: z
    .string({ required_error: 'Choose the reply that solved it', invalid_type_error: 'Choose the reply that solved it' })
    .uuid('Choose the reply that solved it'),
  commandId: commandIdSchema,
});
export type MarkForumSolutionRequest = z.input<typeof markForumSolutionRequestSchema>;

/** POST /api/forum/posts/{id}/hide and /api/forum/replies/{id}/hide (admins): why it was hidden. */
export const hideForumContentRequestSchema = z.object({
  reason: requiredText(FORUM_MESSAGES.reason, FORUM_LIMITS.hideReason),
  commandId: commandIdSchema,
});
export type HideForumContentRequest = z.input<typeof hideForumContentRequestSchema>;

/** Likes, unlikes and deletes carry only an optional command id. */
export const forumCommandRequestSchema = z.object({ commandId: commandIdSchema }).default({});

const postId = { id: idParam('Post') };
const replyId = { id: idParam('Reply') };

/** Every forum command answers `{ id, position }`; edits, deletes and the solution are the author's alone, hiding the admin's. */
export const createForumPostRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/posts',
  body: saveForumPostRequestSchema,
  response: commandResultSchema,
});
export const editForumPostRoute = defineRoute({
  method: 'PUT',
  path: '/api/forum/posts/:id',
  params: postId,
  body: saveForumPostRequestSchema,
  response: commandResultSchema,
});
export const deleteForumPostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/forum/posts/:id',
  params: postId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const likeForumPostRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/posts/:id/like',
  params: postId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const unlikeForumPostRoute = defineRoute({
  method: 'DELETE',
  path: '/api/forum/posts/:id/like',
  params: postId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const postForumReplyRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/posts/:id/replies',
  params: postId,
  body: saveForumReplyRequestSchema,
  response: commandResultSchema,
});
export const markForumSolutionRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/posts/:id/solution',
  params: postId,
  body: markForumSolutionRequestSchema,
  response: commandResultSchema,
});
export const hideForumPostRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/posts/:id/hide',
  params: postId,
  body: hideForumContentRequestSchema,
  response: commandResultSchema,
});
export const editForumReplyRoute = defineRoute({
  method: 'PUT',
  path: '/api/forum/replies/:id',
  params: replyId,
  body: saveForumReplyRequestSchema,
  response: commandResultSchema,
});
export const deleteForumReplyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/forum/replies/:id',
  params: replyId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const likeForumReplyRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/replies/:id/like',
  params: replyId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const unlikeForumReplyRoute = defineRoute({
  method: 'DELETE',
  path: '/api/forum/replies/:id/like',
  params: replyId,
  body: forumCommandRequestSchema,
  response: commandResultSchema,
});
export const hideForumReplyRoute = defineRoute({
  method: 'POST',
  path: '/api/forum/replies/:id/hide',
  params: replyId,
  body: hideForumContentRequestSchema,
  response: commandResultSchema,
});
