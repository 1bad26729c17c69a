import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ConsolePost } from '../../../../shared/console-content';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePost } from '../api/console-content-api';
import { ConfirmDialog } from './confirm-dialog';

/** Delete post, after a confirmation; back to the post list, which says what was deleted. */
export function DeletePostButton({ post }: { post: Pick<ConsolePost, 'id' | 'title'> }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeletePost();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className="btn" onClick={() => setAsking(true)}>
        Delete post
      </button>
      {asking && (
        <ConfirmDialog
          title={`Delete “${post.title}”?`}
          confirmLabel="Yes, delete it"
          pendingLabel="Deleting…"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remove.mutate(post.id, {
              onSuccess: () =>
                void navigate('/staff/content', { state: { deletedPost: post.title } }),
            })
          }
        >
          The post leaves the blog at once and its cover picture is removed. This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}
