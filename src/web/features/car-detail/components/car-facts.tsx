import { useTranslation } from 'react-i18next';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import { Icon, type IconName } from '../../../components/icon';
import { useBranchName } from '../../../lib/use-branch-name';
import { textLang } from '../../../lib/text-lang';

function Fact({
  icon,
  label,
  value,
  lang,
}: {
  icon: IconName;
  label: string;
  value: string;
  /** For a value shown as stored (the category), its own language. */
  lang?: string;
}) {
  return (
    <div className="rounded-xl bg-slate-100 px-3 py-2">
      <dt className="flex items-center gap-2 text-xs text-slate-600">
        <Icon name={icon} className="size-4 text-brand-700" />
        {label}
      </dt>
      <dd className="mt-0.5 font-semibold text-slate-900" lang={lang}>
        {value}
      </dd>
    </div>
  );
}

/** Image, name and the spec's facts: seats, transmission, fuel, category, branch. */
export function CarFacts({ car }: { car: CarDetailResponse['car'] }) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const name = `${car.brandName} ${car.modelName}`;
  const category = car.subcategoryName
    ? `${car.categoryName} · ${car.subcategoryName}`
    : car.categoryName;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <img
        src={car.imageUrl}
        alt={name}
        width={800}
        height={500}
        fetchPriority="high"
        className="aspect-[8/5] w-full rounded-2xl bg-slate-100 object-cover"
      />
      <div>
        <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">{car.brandName}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {name}
        </h1>
        <p className="mt-3 text-slate-700" lang={textLang(car.shortDescription)}>
          {car.shortDescription}
        </p>
        <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
          <Fact
            icon="seats"
            label={t('carDetail.facts.seats')}
            value={t('cars.card.seater', { n: car.seats })}
          />
          <Fact
            icon="gearbox"
            label={t('carDetail.facts.transmission')}
            value={t(`cars.transmission.${car.transmission}`)}
          />
          <Fact
            icon="fuel"
            label={t('carDetail.facts.fuel')}
            value={t(`cars.fuel.${car.fuelType}`)}
          />
          <Fact
            icon="car"
            label={t('carDetail.facts.category')}
            value={category}
            lang={textLang(category)}
          />
          <Fact
            icon="mapPin"
            label={t('carDetail.facts.branch')}
            value={branchName(car.branchName)}
          />
        </dl>
      </div>
    </div>
  );
}
