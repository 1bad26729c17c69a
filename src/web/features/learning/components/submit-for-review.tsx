import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/use-message';

/** The end of a course or blog form: why the last save failed, and the Submit button. */
export function SubmitForReview({
  pending,
  error,
  waiting,
}: {
  pending: boolean;
  error: unknown;
  /** A picture still uploading: the form waits for it. */
  waiting: boolean;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <>
      {error != null && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {message(errorMessage(error))}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={pending || waiting}>
        {pending ? t('learning.processing') : t('learning.blogs.submit')}
      </button>
    </>
  );
}
