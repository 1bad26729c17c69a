import type { CarDetailResponse } from '../../../../shared/car-detail';
import { transmissionLabel } from '../../../../shared/car-labels';
import type { CheckoutTarget } from '../../../lib/checkout-target';

interface Props {
  car: CarDetailResponse['car'];
  packageType: string;
  target: CheckoutTarget;
  /** Labels of the two times: an extension runs from the current drop to the new one. */
  labels?: [string, string];
}

/** The car, the package and the period being bought. */
export function CheckoutSummary({ car, packageType, target, labels = ['Pickup', 'Drop'] }: Props) {
  return (
    <section className="flex gap-4 rounded-2xl border border-slate-200 p-4">
      <img src={car.imageUrl} alt={car.title} className="h-24 w-36 rounded-xl object-cover" />
      <div className="text-sm text-slate-700">
        <p className="text-lg font-semibold text-slate-900">
          {car.brandName} {car.modelName}
        </p>
        <p>
          {car.seats} seats · {transmissionLabel(car.transmission)} · {car.fuelType}
        </p>
        <p>Package: {packageType}</p>
        <p>
          {labels[0]}: {target.pickupDate} {target.pickupTime}
        </p>
        <p>
          {labels[1]}: {target.dropDate} {target.dropTime}
        </p>
      </div>
    </section>
  );
}
