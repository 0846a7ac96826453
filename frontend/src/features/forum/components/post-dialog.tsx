import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, FORUM_LIMITS } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { fieldIssues } from '@/lib/api-error';
import { failureText } from '@/lib/failure-text';
import { toast } from '@/lib/toast-store';
import { createForumPost, editForumPost, useForumMutation } from '../api/commands';
import { emptyPostForm, validatePostForm, type PostFormErrors, type PostFormValues } from '../lib/post-form';
import { TagField } from './tag-field';

type Props = { open: boolean; onClose: () => void; editing?: PostFormValues & { id: string } };

/** Create Post (spec section 5), also used by an author to edit their post. */
export function PostDialog({ open, onClose, editing }: Props) {
  return open ? <PostForm onClose={onClose} editing={editing} /> : null;
}

function PostForm({ onClose, editing }: Omit<Props, 'open'>) {
  const [values, setValues] = useState<PostFormValues>(editing ?? emptyPostForm());
  const [errors, setErrors] = useState<PostFormErrors>({});
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field drops its message; the others keep theirs until the next submit.
    setErrors(({ [key]: _fixed, ...rest }) => rest);
  };
  const onError = (error: Error) => {
    setErrors(fieldIssues(error));
    toast({
      title: 'Error',
      description: failureText(error, editing ? 'Failed to update post. Please try again.' : 'Failed to create post. Please try again.'),
      variant: 'destructive',
    });
  };
  const create = useForumMutation(createForumPost, {
    onSuccess: () => {
      toast({ title: 'Success!', description: 'Your post has been created successfully.' });
      onClose();
    },
    onError,
  });
  const edit = useForumMutation(editForumPost, {
    onSuccess: () => {
      toast({ title: 'Post updated' });
      onClose();
    },
    onError,
  });
  const pending = create.isPending || edit.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePostForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (editing) edit.mutate({ ...values, id: editing.id });
    else create.mutate({ ...values, commandId: crypto.randomUUID() });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Post' : 'Create New Post'}
      description="Share a question, a tip or news with other tradespeople."
      wide
    >
      <Form onSubmit={submit} noValidate>
        <Field id="forum-title" label="Title" error={errors.title}>
          <Input
            id="forum-title"
            data-autofocus
            value={values.title}
            maxLength={FORUM_LIMITS.title}
            onChange={(e) => set('title', e.target.value)}
            placeholder="What's your question or topic?"
            $invalid={!!errors.title}
            aria-invalid={!!errors.title || undefined}
            aria-describedby="forum-title-error"
          />
        </Field>
        <Field id="forum-category" label="Category" error={errors.category}>
          <Select
            id="forum-category"
            value={values.category}
            onChange={(e) => set('category', e.target.value)}
            $invalid={!!errors.category}
            aria-invalid={!!errors.category || undefined}
            aria-describedby="forum-category-error"
          >
            <option value="">Select a category</option>
            {FORUM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {FORUM_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="forum-content" label="Content" error={errors.content}>
          <Textarea
            id="forum-content"
            value={values.content}
            maxLength={FORUM_LIMITS.content}
            onChange={(e) => set('content', e.target.value)}
            placeholder="Describe your question or share your knowledge..."
            $invalid={!!errors.content}
            aria-invalid={!!errors.content || undefined}
            aria-describedby="forum-content-error"
          />
        </Field>
        <TagField id="forum-tags" value={values.tags} onChange={(tags) => set('tags', tags)} error={errors.tags} />
        <Actions>
          <Button $variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving...' : editing ? 'Save Changes' : 'Create Post'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`;
