import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/icon';
import { SectionHeading } from './section-heading';
import { TitledPoint } from './titled-point';

const PROMISES = [
  { icon: 'infinity', key: 'km' },
  { icon: 'map', key: 'places' },
  { icon: 'truck', key: 'delivery' },
  { icon: 'card', key: 'payment' },
  { icon: 'undo', key: 'cancel' },
  { icon: 'tag', key: 'price' },
] as const satisfies readonly { icon: IconName; key: string }[];

export function Promises() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="promises-heading" className="bg-white py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="promises-heading"
          eyebrow={t('home.promises.eyebrow')}
          title={t('home.promises.title')}
        >
          {t('home.promises.intro')}
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {PROMISES.map((promise) => (
            <li
              key={promise.key}
              className="flex gap-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon name={promise.icon} className="size-6" />
              </span>
              <TitledPoint
                title={t(`home.promises.${promise.key}.title`)}
                text={t(`home.promises.${promise.key}.text`)}
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
