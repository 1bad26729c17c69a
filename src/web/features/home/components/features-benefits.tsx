import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { icon: 'sparkles', key: 'clean' },
  { icon: 'truck', key: 'doorstep' },
  { icon: 'zap', key: 'fastag' },
  { icon: 'clock', key: 'packages' },
  { icon: 'car', key: 'fleet' },
  { icon: 'shield', key: 'deposit' },
] as const satisfies readonly { icon: IconName; key: string }[];

export function FeaturesBenefits() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow={t('home.features.eyebrow')}
          title={t('home.features.title')}
        >
          {t('home.features.intro')}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.key}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-accent-100 text-accent-800">
                <Icon name={feature.icon} className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">
                {t(`home.features.${feature.key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`home.features.${feature.key}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
