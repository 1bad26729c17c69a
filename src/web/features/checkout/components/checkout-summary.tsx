import type { CarDetailResponse } from '../../../../shared/car-detail';
import type { CheckoutTarget } from '../../../lib/checkout-target';
import { useTranslation } from 'react-i18next';
import { SentenceWith } from '../../../components/sentence-with';

interface Props {
  car: CarDetailResponse['car'];
  packageType: string;
  target: CheckoutTarget;
  /** Labels of the two times: an extension runs from the current drop to the new one. */
  labels?: [string, string];
}

/** The car, the package and the period being bought. */
export function CheckoutSummary({ car, packageType, target, labels }: Props) {
  const { t } = useTranslation();
  const [from, to] = labels ?? [t('checkout.summary.pickup'), t('checkout.summary.drop')];
  return (
    <section className="flex gap-4 rounded-2xl border border-slate-200 p-4">
      <img src={car.imageUrl} alt={car.title} className="h-24 w-36 rounded-xl object-cover" />
      <div className="text-sm text-slate-700">
        <p className="text-lg font-semibold text-slate-900">
          {car.brandName} {car.modelName}
        </p>
        <p>
          {t('checkout.summary.seats', { n: car.seats })} ·{' '}
          {t(`cars.transmission.${car.transmission}`)} · {t(`cars.fuel.${car.fuelType}`)}
        </p>
        <p>
          <SentenceWith
            value={packageType}
            sentence={(type) => t('checkout.summary.package', { type })}
          />
        </p>
        <p>
          {t('checkout.summary.at', {
            label: from,
            date: target.pickupDate,
            time: target.pickupTime,
          })}
        </p>
        <p>
          {t('checkout.summary.at', { label: to, date: target.dropDate, time: target.dropTime })}
        </p>
      </div>
    </section>
  );
}
