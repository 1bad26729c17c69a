import { splitGst } from '../../../../shared/gst';
import { formatRupees } from '../../../../shared/money';
import type { BookingPrice } from '../../../../shared/pricing';
import { formatHours } from '../../../../shared/search';
import { useTranslation } from 'react-i18next';
import { useCheckoutGst } from '../api/checkout-api';

const percent = (bp: number) => String(bp / 100);

/**
 * What GST the total includes (prices are shown with GST): the same split the receipt voucher
 * will carry, on everything but the refundable deposit. Nothing while GST is off.
 */
function GstLine({ carId, price }: { carId: number; price: BookingPrice }) {
  const { t } = useTranslation();
  const gst = useCheckoutGst(carId);
  if (gst.isPending)
    return (
      <p role="status" className="mt-2 text-sm text-slate-600">
        {t('checkout.price.gstLoading')}
      </p>
    );
  if (gst.isError || !gst.data.gst) return null;
  const { rateBp, sac, interState } = gst.data.gst;
  const split = splitGst({
    amountPaise: price.totalPaise - price.depositPaise,
    rateBp,
    inclusive: true,
    interState,
  });
  const tax = split.cgstPaise + split.sgstPaise + split.igstPaise;
  return (
    <p className="mt-2 text-sm text-slate-600" data-testid="gst-line">
      {interState
        ? t('checkout.price.gstInter', { rate: percent(rateBp), tax: formatRupees(tax), sac })
        : t('checkout.price.gstIntra', {
            tax: formatRupees(tax),
            rate: percent(rateBp / 2),
            cgst: formatRupees(split.cgstPaise),
            sgst: formatRupees(split.sgstPaise),
            sac,
          })}
    </p>
  );
}

/** Base fare, deposit, pickup/drop charge, the total payable and the GST it includes. */
export function PriceBreakdown({
  carId,
  price,
  ratePerHourPaise,
}: {
  carId: number;
  price: BookingPrice;
  ratePerHourPaise: number;
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [
      t('checkout.price.base', {
        hours: formatHours(price.hours),
        rate: formatRupees(ratePerHourPaise),
      }),
      formatRupees(price.basePaise),
    ],
    [t('checkout.price.deposit'), formatRupees(price.depositPaise)],
    [t('checkout.price.pickupDrop'), formatRupees(price.pickupDropPaise)],
  ];
  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="price-title" className="font-semibold text-slate-900">
        {t('checkout.price.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold">{t('checkout.price.total')}</dt>
          <dd className="font-bold text-brand-800" data-testid="total">
            {formatRupees(price.totalPaise)}
          </dd>
        </div>
      </dl>
      <GstLine carId={carId} price={price} />
      <p className="mt-3 text-sm text-slate-600">
        {t('checkout.price.km', {
          km: price.kmIncluded,
          rate: formatRupees(price.extraKmRatePaise),
        })}
      </p>
    </section>
  );
}
