import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsolePost } from '../../../../shared/console-content';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useDeletePost } from './console-content-api';

/** Delete post, after a confirmation; back to the post list, which says what was deleted. */
export function DeletePostButton({ post }: { post: Pick<ConsolePost, 'id' | 'title'> }) {
  const { t } = useTranslation();
  const remove = useDeletePost();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      label={t('console.content.deletePost.label')}
      className="btn"
      title={t('console.content.deletePost.title', { title: post.title })}
      confirmLabel={t('console.content.deletePost.confirm')}
      pendingLabel={t('console.content.deletePost.pending')}
      pending={remove.isPending}
      error={remove.error}
      onOpen={() => remove.reset()}
      onConfirm={() =>
        remove.mutate(post.id, {
          onSuccess: () => void navigate('/staff/content', { state: { deletedPost: post.title } }),
        })
      }
    >
      {t('console.content.deletePost.body')}
    </ConfirmButton>
  );
}
