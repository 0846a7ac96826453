import type { UseFormReturn } from 'react-hook-form';
import { forumPostFieldsSchema, type ForumPostFields } from '@tradeguild/contracts';
import { formSchema } from '@/lib/forms';

/** The Create Post dialog's fields, plus `tagDraft`: the text in the tag box, not yet added as a tag. */
export type PostFormValues = { title: string; content: string; category: string; tags: string[]; tagDraft?: string };
export type PostForm = UseFormReturn<PostFormValues, unknown, ForumPostFields>;

export const emptyPostForm = (): PostFormValues => ({ title: '', content: '', category: '', tags: [], tagDraft: '' });

/** The same schema the server validates with; it drops `tagDraft` (unknown to it) from what is sent. */
export const postFormSchema = formSchema<PostFormValues>()(forumPostFieldsSchema);
