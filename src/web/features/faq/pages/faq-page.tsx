import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { Icon } from '../../../components/icon';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useFaqs } from '../api/get-faqs';
import { textLang } from '../../../lib/text-lang';

/** /faq: numbered questions; each opens to its answer. */
export function FaqPage() {
  const { t } = useTranslation();
  usePageMeta(t('pages.faq.title'), t('pages.faq.description'));
  const faqs = useFaqs();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('pages.faq.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.faq.title')}
      </h1>
      <div className="mt-8">
        {faqs.isPending ? (
          <PageLoader label={t('pages.faq.loading')} />
        ) : faqs.error ? (
          <ErrorAlert message={errorMessage(faqs.error)} onRetry={() => void faqs.refetch()} />
        ) : (
          <ol className="space-y-3">
            {faqs.data.faqs.map((faq, i) => (
              <li key={faq.id}>
                <details className="group rounded-2xl bg-white ring-1 ring-slate-200 open:shadow-sm">
                  <summary className="flex cursor-pointer list-none items-start gap-3 p-4 font-semibold text-slate-900 sm:p-5">
                    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm text-brand-800">
                      {i + 1}
                    </span>
                    <span className="flex-1" lang={textLang(faq.question)}>
                      {faq.question}
                    </span>
                    <Icon
                      name="chevronDown"
                      className="mt-0.5 size-5 shrink-0 text-slate-600 transition group-open:rotate-180"
                    />
                  </summary>
                  <HtmlContent
                    html={faq.answerHtml}
                    className="-mt-4 px-4 pb-5 pl-14 sm:px-5 sm:pl-15"
                  />
                </details>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="mt-10 text-slate-700">
        {t('pages.faq.stillStart')}{' '}
        <Link to="/contact-us" className="font-semibold text-brand-800 underline">
          {t('pages.faq.contact')}
        </Link>{' '}
        {t('pages.faq.stillEnd')}
      </p>
    </div>
  );
}
