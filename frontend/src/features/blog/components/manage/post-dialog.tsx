import { useCallback, useRef } from 'react';
import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/components/feedback/error-message';
import { useBlogPostById } from '../../api/get-blog-post';
import { usePostForm } from '../../hooks/use-post-form';
import { emptyPostForm, postToForm, type PostFormValues } from '../../lib/post-form-values';
import { PostForm } from './post-form';

export type PostDialogTarget = { mode: 'create' } | { mode: 'edit'; id: string } | null;

/** 'Create Post', also 'Edit Blog Post' once the post to edit has loaded (with its content). */
export function PostDialog({ target, onClose }: { target: PostDialogTarget; onClose: () => void }) {
  const editId = target?.mode === 'edit' ? target.id : null;
  const post = useBlogPostById(editId);
  const editing = editId !== null;
  const dirtyCheck = useRef<() => boolean>(() => false);
  // Escape or a click outside must not throw away an article by accident.
  const close = useCallback(() => {
    if (!dirtyCheck.current() || window.confirm('Discard your unsaved changes?')) onClose();
  }, [onClose]);

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={editing ? 'Edit Blog Post' : 'Create Post'}
      wide
      description={
        editing
          ? 'Changes are visible to readers as soon as a published post is saved.'
          : 'New posts are saved as drafts unless you publish them.'
      }
    >
      {!editing ? (
        <Body key="create" initial={emptyPostForm} postId={null} onDone={onClose} onCancel={close} dirtyCheck={dirtyCheck} />
      ) : post.isPending ? (
        <Loading aria-busy="true" aria-label="Loading post">
          <Skeleton $h="46px" />
          <Skeleton $h="90px" />
          <Skeleton $h="260px" />
        </Loading>
      ) : post.isError ? (
        <Problem role="alert">We could not load this post: {errorMessage(post.error)}</Problem>
      ) : (
        <Body
          key={post.data.id}
          initial={postToForm(post.data)}
          postId={post.data.id}
          onDone={onClose}
          onCancel={close}
          dirtyCheck={dirtyCheck}
        />
      )}
    </Dialog>
  );
}

type BodyProps = {
  initial: PostFormValues;
  postId: string | null;
  onDone: () => void;
  onCancel: () => void;
  dirtyCheck: { current: () => boolean };
};

function Body({ initial, postId, onDone, onCancel, dirtyCheck }: BodyProps) {
  const form = usePostForm({ postId, initial, onSaved: onDone });
  const { isDirty } = form.form.formState;
  dirtyCheck.current = () => isDirty;
  return <PostForm form={form} editing={postId !== null} onCancel={onCancel} />;
}

const Loading = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Problem = styled.p`
  margin-top: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.colors.danger};
`;
