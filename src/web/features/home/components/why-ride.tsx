import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon';
import { SectionHeading } from './section-heading';
import { TitledPoint } from './titled-point';

const REASONS = ['roadside', 'pricing', 'hidden', 'insured', 'documents', 'team'] as const;

export function WhyRide() {
  const { t } = useTranslation();
  return (
    <section
      id="why-ride"
      aria-labelledby="why-ride-heading"
      className="bg-white py-16 sm:py-20 below-fold"
    >
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <SectionHeading
            id="why-ride-heading"
            eyebrow={t('home.why.eyebrow')}
            title={t('home.why.title')}
            align="left"
          >
            {t('home.why.intro')}
          </SectionHeading>
          <div className="mt-8 rounded-2xl bg-brand-900 p-6 text-white">
            <p className="text-lg font-bold">{t('home.why.ready')}</p>
            <p className="mt-1 text-sm text-brand-100">{t('home.why.readyText')}</p>
            <Link to="/cars" className="btn btn-accent mt-5">
              {t('home.why.find')}
              <Icon name="arrowRight" className="size-4" />
            </Link>
          </div>
        </div>
        <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="flex gap-3">
              <span className="mt-0.5 grid size-7 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
                <Icon name="check" className="size-4" />
              </span>
              <TitledPoint
                title={t(`home.why.${reason}.title`)}
                text={t(`home.why.${reason}.text`)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
