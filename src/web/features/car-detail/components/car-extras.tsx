import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { textLang } from '../../../lib/text-lang';

function NameList({ title, names }: { title: string; names: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={title} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      {names.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('carDetail.extras.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {names.map((name) => (
            <li key={name} className="flex items-center gap-2" lang={textLang(name)}>
              <Icon name="check" className="size-4 text-brand-700" />
              {name}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const REASONS = ['roadside', 'pricing', 'insured', 'team'] as const;

/** Accessories, amenities and why-ride-with-us. */
export function CarExtras({
  accessories,
  amenities,
}: {
  accessories: string[];
  amenities: string[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5 md:grid-cols-3">
      <NameList title={t('carDetail.extras.accessories')} names={accessories} />
      <NameList title={t('carDetail.extras.amenities')} names={amenities} />
      <NameList
        title={t('carDetail.extras.why')}
        names={REASONS.map((reason) => t(`carDetail.extras.reasons.${reason}`))}
      />
    </div>
  );
}
