import styled from 'styled-components';
import { FORUM_CATEGORIES, FORUM_CATEGORY_LABELS, FORUM_LIMITS, FORUM_MESSAGES } from '@tradeguild/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, Input, Select, Textarea } from '@/components/ui/form';
import { TagListField } from '@/components/ui/tag-input';
import { formFailed, invalidProps, useCommandSubmit, useContractForm } from '@/lib/forms';
import { toast } from '@/lib/toast-store';
import { createForumPost, editForumPost, useForumMutation } from '../api/commands';
import { emptyPostForm, postFormSchema, type PostFormValues } from '../lib/post-form';

type Props = { open: boolean; onClose: () => void; editing?: PostFormValues & { id: string } };

/** Create Post (spec section 5), also used by an author to edit their post. */
export function PostDialog({ open, onClose, editing }: Props) {
  return open ? <PostForm onClose={onClose} editing={editing} /> : null;
}

function PostForm({ onClose, editing }: Omit<Props, 'open'>) {
  const form = useContractForm({ schema: postFormSchema, defaultValues: editing ?? emptyPostForm() });
  const { errors } = form.formState;
  const onError = formFailed(form, editing ? 'Failed to update post. Please try again.' : 'Failed to create post. Please try again.');
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
  const onSubmit = useCommandSubmit(form, (fields, commandId) =>
    editing ? edit.mutateAsync({ ...fields, id: editing.id, commandId }) : create.mutateAsync({ ...fields, commandId }),
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? 'Edit Post' : 'Create New Post'}
      description="Share a question, a tip or news with other tradespeople."
      wide
    >
      <Form onSubmit={onSubmit} noValidate>
        <Field id="forum-title" label="Title" error={errors.title?.message}>
          <Input
            id="forum-title"
            data-autofocus
            maxLength={FORUM_LIMITS.title}
            placeholder="What's your question or topic?"
            {...form.register('title')}
            {...invalidProps('forum-title', errors.title?.message)}
          />
        </Field>
        <Field id="forum-category" label="Category" error={errors.category?.message}>
          <Select id="forum-category" {...form.register('category')} {...invalidProps('forum-category', errors.category?.message)}>
            <option value="">Select a category</option>
            {FORUM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {FORUM_CATEGORY_LABELS[c]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="forum-content" label="Content" error={errors.content?.message}>
          <Textarea
            id="forum-content"
            maxLength={FORUM_LIMITS.content}
            placeholder="Describe your question or share your knowledge..."
            {...form.register('content')}
            {...invalidProps('forum-content', errors.content?.message)}
          />
        </Field>
        <TagListField
          control={form.control}
          name="tags"
          id="forum-tags"
          label="Tags"
          hint={`Up to ${FORUM_LIMITS.tags} tags. Click a tag to remove it.`}
          placeholder="Type a tag and press Enter"
          noun="tag"
          max={FORUM_LIMITS.tags}
          maxLength={FORUM_LIMITS.tag}
          fullMessage={FORUM_MESSAGES.tags}
        />
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
