import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BRANCH_CITIES } from '../../../../shared/branches';
import { Icon, type IconName } from '../../../components/icon';
import { carsInCityPath } from '../../../lib/paths';

const HIGHLIGHTS: { icon: IconName; key: 'cities' | 'roadside' | 'hidden' | 'deposit' }[] = [
  { icon: 'mapPin', key: 'cities' },
  { icon: 'lifebuoy', key: 'roadside' },
  { icon: 'receipt', key: 'hidden' },
  { icon: 'shield', key: 'deposit' },
];

export function Hero() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-brand-500/20 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-accent-400/10 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-accent-200 ring-1 ring-white/20">
            <Icon name="sparkles" className="size-4" />
            {t('home.hero.welcome')}
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('home.hero.headingStart')}{' '}
            <span className="text-accent-300">{t('home.hero.headingPlace')}</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-50">
            {t('home.hero.intro')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/cars" className="btn btn-accent px-6 py-3 text-base">
              {t('home.hero.browse')}
              <Icon name="arrowRight" className="size-5" />
            </Link>
            <a
              href="#why-ride"
              className="btn px-6 py-3 text-base text-white ring-1 ring-white/40 ring-inset hover:bg-white/10"
            >
              {t('home.hero.whyRide')}
            </a>
          </div>
          <nav aria-label={t('home.hero.byCity')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {BRANCH_CITIES.map((city, cityId) => (
                <li key={city}>
                  <Link
                    to={carsInCityPath(cityId)}
                    className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-white ring-1 ring-white/20 hover:bg-white/20"
                  >
                    <Icon name="mapPin" className="size-4 text-accent-300" />
                    {t(`common.cities.${city}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-3 sm:gap-4">
          {HIGHLIGHTS.map((item) => (
            <li
              key={item.key}
              className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm"
            >
              <Icon name={item.icon} className="size-7 text-accent-300" />
              <p className="mt-4 text-3xl font-extrabold tracking-tight">
                {t(`home.hero.highlights.${item.key}.value`)}
              </p>
              <p className="mt-1 text-sm text-brand-100">
                {t(`home.hero.highlights.${item.key}.label`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
