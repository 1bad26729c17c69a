import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { INFO_PAGE_NAMES, type InfoPageName } from '../../../../shared/content-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { PageLoader } from '../../../components/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInfoPage } from '../api/get-info-page';
import { textLang } from '../../../lib/text-lang';

/** /information/{name}: a policy page from the server; an unknown name goes to the home page. */
export function InfoPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const known = (INFO_PAGE_NAMES as readonly string[]).includes(name);
  const page = useInfoPage(name, known);
  usePageMeta(
    page.data?.title ?? t('pages.info.title'),
    known ? t(`pages.info.${name as InfoPageName}`) : t('pages.info.description'),
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
          <h1
            className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            lang={textLang(page.data.title)}
          >
            {page.data.title}
          </h1>
          <HtmlContent html={page.data.html} className="mt-2" />
        </article>
      )}
    </div>
  );
}
