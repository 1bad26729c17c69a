import { useNavigate } from 'react-router';
import type { ConsolePost } from '../../../../shared/console-content';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useDeletePost } from './console-content-api';

/** Delete post, after a confirmation; back to the post list, which says what was deleted. */
export function DeletePostButton({ post }: { post: Pick<ConsolePost, 'id' | 'title'> }) {
  const remove = useDeletePost();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      label="Delete post"
      className="btn"
      title={`Delete “${post.title}”?`}
      confirmLabel="Delete the post"
      pendingLabel="Deleting…"
      pending={remove.isPending}
      error={remove.error}
      onOpen={() => remove.reset()}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => void navigate('/staff/content', { state: { deletedPost: post.title } }),
        })
      }
    >
      The post leaves the blog at once and its cover picture is removed. This cannot be undone.
    </ConfirmButton>
  );
}
