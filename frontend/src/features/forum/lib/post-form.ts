import type { UseFormReturn } from 'react-hook-form';
import { forumPostFieldsSchema, type ForumPostFields } from '@tradeguild/contracts';
import { formSchema } from '@/lib/forms';

/** The Create Post dialog's fields. */
export type PostFormValues = { title: string; content: string; category: string; tags: string[] };
export type PostForm = UseFormReturn<PostFormValues, unknown, ForumPostFields>;

export const emptyPostForm = (): PostFormValues => ({ title: '', content: '', category: '', tags: [] });

/** The same schema the server validates with. */
export const postFormSchema = formSchema<PostFormValues>()(forumPostFieldsSchema);
