import { useTranslation } from 'react-i18next';
import { useId } from 'react';
import { Link } from 'react-router';
import type { CarCard as CarCardData } from '../../shared/cars';
import { formatRupees } from '../../shared/money';
import { formatHours } from '../../shared/search';
import { carDetailPath } from '../lib/paths';
import { useBranchName } from '../lib/use-branch-name';
import { FavouriteButton } from './favourite-button';
import { PlusGst } from './plus-gst';
import { RatingSummary } from './rating-summary';
import { Icon, type IconName } from './icon';
import { textLang } from '../lib/text-lang';

interface CarCardProps {
  car: CarCardData;
  /** Load the image straight away (cards visible without scrolling). */
  eager?: boolean;
  /** The page's largest picture: fetched before other images. */
  priority?: boolean;
}

function Spec({ icon, children }: { icon: IconName; children: string }) {
  return (
    <li className="flex items-center gap-1.5 rounded-lg bg-slate-100 px-2 py-1">
      <Icon name={icon} className="size-4 text-brand-700" />
      {children}
    </li>
  );
}

/** One car in the car list and Trending Cars. */
export function CarCard({ car, eager = false, priority = false }: CarCardProps) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const headingId = useId();
  const name = `${car.brandName} ${car.modelName}`;
  const category = car.subcategoryName
    ? `${car.categoryName} · ${car.subcategoryName}`
    : car.categoryName;

  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg"
    >
      <div className="relative aspect-[8/5] bg-slate-100">
        <img
          src={car.imageUrl}
          alt={name}
          width={800}
          height={500}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="size-full object-cover"
        />
        <p
          className="absolute top-3 left-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-800 shadow-sm"
          lang={textLang(category)}
        >
          {category}
        </p>
        <FavouriteButton carId={car.id} carName={name} />
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="text-lg font-bold tracking-tight text-slate-900">
          {name}
        </h3>
        {car.rating && <RatingSummary rating={car.rating} />}
        <ul
          aria-label={t('cars.card.specs')}
          className="flex flex-wrap gap-2 text-xs text-slate-700"
        >
          <Spec icon="gearbox">{t(`cars.transmission.${car.transmission}`)}</Spec>
          <Spec icon="fuel">{t(`cars.fuel.${car.fuelType}`)}</Spec>
          <Spec icon="seats">{t('cars.card.seater', { n: car.seats })}</Spec>
        </ul>
        <p className="flex items-center gap-1.5 text-sm text-slate-600">
          <Icon name="mapPin" className="size-4 text-slate-500" />
          <span>{branchName(car.branchName)}</span>
        </p>

        <div className="mt-auto flex items-end justify-between gap-3 border-t border-slate-100 pt-3">
          {car.period ? (
            <p className="text-sm text-slate-600">
              <span className="block text-xl font-extrabold text-slate-900">
                {formatRupees(car.period.basePaise)}
                <PlusGst />
              </span>
              {t('cars.card.forHours', {
                hours: formatHours(car.period.hours),
                km: car.period.kmIncluded,
              })}
            </p>
          ) : (
            <p className="text-sm text-slate-600">
              {t('cars.card.from')}{' '}
              <span className="text-xl font-extrabold text-slate-900">
                {formatRupees(car.fromRatePerHourPaise)}
              </span>
              {t('cars.card.perHour')}
              <PlusGst />
            </p>
          )}
          <Link
            to={carDetailPath(car)}
            aria-describedby={headingId}
            className="btn btn-primary shrink-0"
          >
            {t('cars.card.viewDetail')}
          </Link>
        </div>
        <p className="text-xs text-slate-600">
          {t('cars.card.extraKm', { rate: formatRupees(car.extraKmRatePaise) })}
        </p>
      </div>
    </article>
  );
}
