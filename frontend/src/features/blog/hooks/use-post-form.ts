import { useRef, useState } from 'react';
import { errorMessage } from '@/components/feedback/error-message';
import { fieldIssues } from '@/lib/api-error';
import { toast } from '@/lib/toast-store';
import { useCreateBlogPost, useUpdateBlogPost } from '../api/blog-commands';
import { applyChange, validatePostForm, type PostFormErrors, type PostFormField, type PostFormValues } from '../lib/post-form-values';

type Options = { postId: string | null; initial: PostFormValues; onSaved: () => void };

/** The Create Post / Edit Blog Post form: values, messages beside fields, and saving with the spec's toasts. */
export function usePostForm({ postId, initial, onSaved }: Options) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const slugTyped = useRef(postId !== null);
  // One id per attempt: a double click or a retry of the same values saves once.
  const commandId = useRef<string | null>(null);
  const dirty = useRef(false);

  const failed = (title: string) => (error: Error) => {
    setErrors((e) => ({ ...e, ...fieldIssues(error) }));
    toast({ title, description: errorMessage(error), variant: 'destructive' });
  };
  const create = useCreateBlogPost({
    onSuccess: () => saved('Blog post created successfully'),
    onError: failed('Failed to create blog post'),
  });
  const update = useUpdateBlogPost({
    onSuccess: () => saved('Blog post updated successfully'),
    onError: failed('Failed to update blog post'),
  });

  function saved(title: string) {
    toast({ title, description: values.title });
    dirty.current = false;
    onSaved();
  }

  function change(field: PostFormField, value: string) {
    if (field === 'slug') slugTyped.current = true;
    commandId.current = null;
    dirty.current = true;
    setValues((v) => applyChange(v, field, value, !slugTyped.current));
    setErrors((e) =>
      e[field] || (field === 'title' && e.slug) ? { ...e, [field]: undefined, ...(field === 'title' ? { slug: undefined } : {}) } : e,
    );
  }

  function submit(): boolean {
    const result = validatePostForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return false;
    }
    setErrors({});
    commandId.current ??= crypto.randomUUID();
    const request = { ...result.request, commandId: commandId.current };
    if (postId) update.mutate({ ...request, id: postId });
    else create.mutate(request);
    return true;
  }

  return { values, errors, change, submit, isSaving: create.isPending || update.isPending, isDirty: () => dirty.current };
}
