import { forumPostFieldsSchema, type ForumPostFieldsInput } from '@tradeguild/contracts';

export type PostFormValues = { title: string; content: string; category: string; tags: string[] };
export type PostFormErrors = Partial<Record<keyof PostFormValues, string>>;

export const emptyPostForm = (): PostFormValues => ({ title: '', content: '', category: '', tags: [] });

/** The dialog's messages, from the same schema the server validates with: the first per field. */
export function validatePostForm(values: PostFormValues): PostFormErrors {
  const result = forumPostFieldsSchema.safeParse(values satisfies ForumPostFieldsInput);
  if (result.success) return {};
  const errors: PostFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PostFormValues;
    errors[field] ??= issue.message;
  }
  return errors;
}
