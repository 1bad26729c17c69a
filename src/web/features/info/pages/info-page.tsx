import { Navigate, useParams } from 'react-router';
import { INFO_PAGE_NAMES } from '../../../../shared/content-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { PageLoader } from '../../../components/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInfoPage } from '../api/get-info-page';

const DESCRIPTIONS: Record<string, string> = {
  termandconditions: 'The terms that apply to every self-drive car rental booked with us.',
  privacy: 'What personal data we collect, why, and how long we keep it.',
  RefundAndCancellation:
    'How to cancel a self-drive booking, the cancellation charges and how refunds work.',
};

/** /information/{name}: a policy page from the server; an unknown name goes to the home page. */
export function InfoPage() {
  const name = useParams().name ?? '';
  const known = (INFO_PAGE_NAMES as readonly string[]).includes(name);
  const page = useInfoPage(name, known);
  usePageMeta(
    page.data?.title ?? 'Information',
    DESCRIPTIONS[name] ?? 'Policies of SelfDrive Chhattisgarh.',
  );
  if (!known || (page.error instanceof ApiRequestError && page.error.status === 404)) {
    return <Navigate to="/" replace />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {page.isPending ? (
        <PageLoader />
      ) : page.error ? (
        <ErrorAlert message={errorMessage(page.error)} onRetry={() => void page.refetch()} />
      ) : (
        <article>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            {page.data.title}
          </h1>
          <HtmlContent html={page.data.html} className="mt-2" />
        </article>
      )}
    </div>
  );
}
