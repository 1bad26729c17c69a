import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConsolePost } from '../../../../shared/console-content';
import { blogPath } from '../../../../shared/content-rules';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsolePost, usePostStatus, useSavePost } from './console-content-api';
import { ContentTabs } from './content-tabs';
import { DeletePostButton } from './delete-post-button';
import { PostForm } from './post-form';
import { ReviewDecision, type ReviewDecisionMutation } from '../shared/review-decision';
import { LoadError } from '../shared/load-error';

/** /staff/content/posts/new and /staff/content/posts/:id: write or edit a post, publish it. */
export function ContentPostPage() {
  const { t } = useTranslation();
  const { id: raw } = useParams();
  const id = raw && raw !== 'new' ? Number(raw) : null;
  const heading = id === null ? t('console.content.post.write') : t('console.content.post.edit');
  usePageTitle(heading);
  const post = useConsolePost(id);
  return (
    <section className="max-w-5xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{heading}</h1>
      <ContentTabs />
      {id === null ? (
        <PostEditor post={null} />
      ) : post.isPending ? (
        <PageLoader label={t('console.content.post.loading')} />
      ) : post.isError ? (
        <LoadError error={post.error} onRetry={() => void post.refetch()} />
      ) : (
        <>
          <PostStatus post={post.data} />
          <PostEditor key={post.data.updatedAt} post={post.data} />
        </>
      )}
    </section>
  );
}

function PostEditor({ post }: { post: ConsolePost | null }) {
  const { t } = useTranslation();
  const save = useSavePost(post?.id ?? null);
  const navigate = useNavigate();
  return (
    <>
      <PostForm
        post={post}
        pending={save.isPending}
        error={save.isError ? errorMessage(save.error) : null}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: (saved) => {
              if (!post) void navigate(`/staff/content/posts/${saved.id}`, { replace: true });
            },
          })
        }
      />
      {save.isSuccess && (
        <p role="status" className="mt-3 text-sm text-green-800">
          {t('console.content.post.saved')}
        </p>
      )}
    </>
  );
}

/** Status Live / On Review / Rejected: publish, unpublish, reject with a reason, or delete. */
function PostStatus({ post }: { post: ConsolePost }) {
  const { t } = useTranslation();
  const status = usePostStatus();
  return (
    <div className="mb-6 max-w-3xl rounded-2xl bg-white p-5 shadow-sm">
      <p className="text-sm text-slate-800">
        {t('console.content.post.status')}{' '}
        <strong>{t(`console.content.statuses.${post.status}`)}</strong>
        {post.authorName && ` · ${t('console.content.post.writtenBy', { name: post.authorName })}`}
        {post.status === 'live' && (
          <>
            {' · '}
            <a
              href={blogPath(post)}
              className="text-brand-800 underline"
              target="_blank"
              rel="noreferrer"
            >
              {t('console.content.post.view')}
            </a>
          </>
        )}
      </p>
      {post.rejectReason && post.status === 'rejected' && (
        <p className="mt-1 text-sm text-slate-800">
          {t('console.content.post.reason', { reason: post.rejectReason })}
        </p>
      )}
      {post.status === 'live' ? (
        <button
          type="button"
          className="btn mt-3"
          disabled={status.isPending}
          onClick={() => status.mutate({ id: post.id, decision: 'review', reason: '' })}
        >
          {t('console.content.post.unpublish')}
        </button>
      ) : (
        <ReviewDecision
          id={post.id}
          title={post.title}
          liveLabel={t('console.content.post.publish')}
          decide={status as unknown as ReviewDecisionMutation}
        />
      )}
      <div className="mt-4 border-t border-slate-200 pt-4">
        <DeletePostButton post={post} />
      </div>
    </div>
  );
}
