import { useTranslation } from 'react-i18next';
import { BranchContact } from '../../../components/branch-contact';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { useCatalogue } from '../../../lib/catalogue';
import { telHref } from '../../../lib/paths';
import { useSiteInfo } from '../../../lib/site';
import { useBranchName } from '../../../lib/use-branch-name';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ContactForm } from '../components/contact-form';
import { ContactMap } from '../components/contact-map';
import { textLang } from '../../../lib/text-lang';

/** /contact-us: address, phone, e-mail, the form and a map on request. */
export function ContactPage() {
  const { t } = useTranslation();
  const branchName = useBranchName();
  usePageMeta(t('pages.contact.title'), t('pages.contact.description'));
  const site = useSiteInfo();
  const catalogue = useCatalogue();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('pages.contact.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.contact.heading')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('pages.contact.intro')}</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-2">
        <section
          aria-labelledby="write-heading"
          className="min-w-0 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="write-heading" className="mb-4 text-xl font-bold text-slate-900">
            {t('pages.contact.write')}
          </h2>
          <ContactForm branches={catalogue.data?.branches ?? []} />
        </section>
        <section aria-labelledby="reach-heading" className="min-w-0 space-y-6">
          <h2 id="reach-heading" className="text-xl font-bold text-slate-900">
            {t('pages.contact.reach')}
          </h2>
          {site.data ? (
            <ul className="space-y-4 text-slate-700">
              <li className="flex gap-3">
                <Icon name="mapPin" className="size-5 shrink-0 text-brand-700" />
                <address className="not-italic" lang={textLang(site.data.address)}>
                  {site.data.address}
                </address>
              </li>
              <li className="flex gap-3">
                <Icon name="phone" className="size-5 shrink-0 text-brand-700" />
                <a
                  href={telHref(site.data.phone)}
                  className="font-semibold text-brand-800 underline"
                >
                  {site.data.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Icon name="mail" className="size-5 shrink-0 text-brand-700" />
                <a
                  href={`mailto:${site.data.email}`}
                  className="font-semibold break-all text-brand-800 underline"
                >
                  {site.data.email}
                </a>
              </li>
            </ul>
          ) : (
            <Spinner className="justify-start" />
          )}
          <ContactMap />
        </section>
      </div>
      <section aria-labelledby="branches-heading" className="mt-12">
        <h2 id="branches-heading" className="text-xl font-bold text-slate-900">
          {t('pages.contact.branches')}
        </h2>
        {catalogue.data ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {catalogue.data.branches.map((b) => (
              <li
                key={b.id}
                aria-labelledby={`branch-${b.id}`}
                className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
              >
                <h3 id={`branch-${b.id}`} className="mb-3 font-bold text-slate-900">
                  {t('common.branch.heading', { city: branchName(b.name) })}
                </h3>
                <BranchContact city={b.name} branch={b} />
              </li>
            ))}
          </ul>
        ) : (
          <Spinner className="justify-start" />
        )}
      </section>
    </div>
  );
}
