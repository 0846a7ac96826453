import { useRef } from 'react';
import { blogPostFieldsSchema, slugify } from '@tradeguild/contracts';
import { errorMessage } from '@/components/feedback/error-message';
import { formSchema, showServerIssues, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { useCreateBlogPost, useUpdateBlogPost } from '../api/blog-commands';
import { toRequest, type PostFormValues } from '../lib/post-form-values';

/** The contract the server validates with, over the dialog's fields as typed. */
const postFormSchema = formSchema<PostFormValues>()(blogPostFieldsSchema);

type Options = { postId: string | null; initial: PostFormValues; onSaved: () => void };

/** The Create Post / Edit Blog Post form: values, messages beside fields, and saving with the spec's toasts. */
export function usePostForm({ postId, initial, onSaved }: Options) {
  const form = useContractForm({ schema: postFormSchema, defaultValues: initial });
  // On create only, the slug follows the title (spec section 4) until the author types one.
  const slugTyped = useRef(postId !== null);

  const failed = (title: string) => (error: Error) => {
    showServerIssues(form, error);
    toast({ title, description: errorMessage(error), variant: 'destructive' });
  };
  const saved = (title: string) => (_result: unknown, request: { title?: string }) => {
    toast({ title, description: request.title });
    onSaved();
  };
  const create = useCreateBlogPost({ onSuccess: saved('Blog post created successfully'), onError: failed('Failed to create blog post') });
  const update = useUpdateBlogPost({ onSuccess: saved('Blog post updated successfully'), onError: failed('Failed to update blog post') });

  const onSubmit = useCommandSubmit(form, (fields, commandId) => {
    const request = { ...toRequest(fields, form.getValues()), commandId };
    return postId ? update.mutateAsync({ ...request, id: postId }) : create.mutateAsync(request);
  });

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (slugTyped.current) return;
      form.setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(form.getFieldState('slug').error) });
    },
  });
  const slug = form.register('slug', { onChange: () => (slugTyped.current = true) });

  return { form, fields: { title, slug }, onSubmit, isSaving: create.isPending || update.isPending };
}
