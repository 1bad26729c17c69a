import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../../shared/branches';
import { HtmlContent } from '../../../components/html-content';
import { Icon, type IconName } from '../../../components/icon';
import { carsInCityPath } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAboutText } from '../api/get-about-text';

const VALUES = [
  { icon: 'shield', key: 'safe' },
  { icon: 'receipt', key: 'honest' },
  { icon: 'lifebuoy', key: 'help' },
] as const satisfies readonly { icon: IconName; key: string }[];

/** /about-us */
export function AboutPage() {
  const { t, i18n } = useTranslation();
  const stored = useAboutText(i18n.language);
  usePageMeta(t('pages.about.title'), t('pages.about.description'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('pages.about.title')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.about.heading')}
      </h1>
      {stored.data ? (
        <HtmlContent html={stored.data.html} className="mt-2 text-lg" />
      ) : (
        // The built-in story until staff save the about text (and while it loads).
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700">
          <p>{t('pages.about.story1')}</p>
          <p>{t('pages.about.story2')}</p>
        </div>
      )}

      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {VALUES.map((v) => (
          <li key={v.key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon name={v.icon} className="size-8 text-brand-700" />
            <h2 className="mt-3 text-lg font-bold text-slate-900">
              {t(`pages.about.${v.key}.title`)}
            </h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">
              {t(`pages.about.${v.key}.text`)}
            </p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="branches-heading" className="mt-12">
        <h2 id="branches-heading" className="text-2xl font-bold text-slate-900">
          {t('pages.about.branches')}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {BRANCH_CITIES.map((city, i) => (
            <li key={city}>
              <Link to={carsInCityPath(i)} className="btn btn-outline">
                <Icon name="mapPin" className="size-4" />
                {t('pages.about.carsIn', { city: t(`common.cities.${city}`) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <p className="mt-12 text-slate-700">
        {t('pages.about.questions')}{' '}
        <Link to="/contact-us" className="font-semibold text-brand-800 underline">
          {t('pages.about.contact')}
        </Link>
        .
      </p>
    </div>
  );
}
