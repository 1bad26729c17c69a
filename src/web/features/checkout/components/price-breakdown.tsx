import type { CheckoutGst } from '../../../../shared/gst-buyer';
import { formatRupees } from '../../../../shared/money';
import {
  chargedBookingPrice,
  type BookingPrice,
  type ChargedBookingPrice,
} from '../../../../shared/pricing';
import { formatHours } from '../../../../shared/search';
import { useTranslation } from 'react-i18next';
import { RentLines } from '../../../components/rent-lines';
import { useSiteInfo } from '../../../lib/site';
import { useCheckoutGst } from '../api/checkout-api';

const percent = (bp: number) => String(bp / 100);

type Gst = NonNullable<CheckoutGst['gst']>;

/**
 * What GST the total includes (prices shown with GST): the same split the receipt voucher
 * will carry, on everything but the refundable deposit.
 */
function IncludedGstLine({ gst, charged }: { gst: Gst; charged: ChargedBookingPrice }) {
  const { t } = useTranslation();
  const { rateBp, sac, interState } = gst;
  const split = charged.gst;
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

/**
 * Base fare, deposit, pickup/drop charge and the total payable, priced by the same rule as the
 * server (`chargedBookingPrice`). Prices shown with GST: the total is the prices and a line says
 * what GST it includes. Prices shown without GST: the GST rows (on the fare and the pickup/drop
 * charge) are added before the total.
 * The deposit never carries GST; nothing about GST while it is off.
 */
export function PriceBreakdown({
  carId,
  price,
  ratePerHourPaise,
  discountLabel,
}: {
  carId: number;
  price: BookingPrice;
  ratePerHourPaise: number;
  /** What the discount `price` carries is ("Coupon DIWALI10", "Referral offer"). */
  discountLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const query = useCheckoutGst(carId);
  const site = useSiteInfo();
  // Prices shown without GST: the total waits for the GST it adds (with GST it is known).
  const totalWaits = query.isPending && site.data?.rentalPricesExcludeGst === true;
  const gst = query.data?.gst ?? null;
  const charged = chargedBookingPrice(price, gst);
  const added = gst !== null && !gst.pricesIncludeTax;
  const rows: [string, number][] = [
    [
      price.lines
        ? t('checkout.price.seasonalBase', { hours: formatHours(price.hours) })
        : t('checkout.price.base', {
            hours: formatHours(price.hours),
            rate: formatRupees(ratePerHourPaise),
          }),
      price.basePaise,
    ],
    ...(price.discountPaise > 0
      ? ([[discountLabel ?? '', -price.discountPaise]] as [string, number][])
      : []),
    [t('checkout.price.deposit'), price.depositPaise],
    [t('checkout.price.pickupDrop'), price.pickupDropPaise],
  ];
  if (gst && added) {
    const half = percent(gst.rateBp / 2);
    rows.push(
      ...((gst.interState
        ? [[t('checkout.price.igst', { rate: percent(gst.rateBp) }), charged.gst.igstPaise]]
        : [
            [t('checkout.price.cgst', { rate: half }), charged.gst.cgstPaise],
            [t('checkout.price.sgst', { rate: half }), charged.gst.sgstPaise],
          ]) as [string, number][]),
    );
  }
  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="price-title" className="font-semibold text-slate-900">
        {t('checkout.price.title')}
      </h2>
      {gst && added && (
        <p className="mt-2 text-sm text-slate-600" data-testid="gst-line">
          {t('checkout.price.gstAdded', { sac: gst.sac })}
        </p>
      )}
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, paise], i) => (
          <div key={label}>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{formatRupees(paise)}</dd>
            </div>
            {i === 0 && price.lines && <RentLines lines={price.lines} />}
          </div>
        ))}
        {!totalWaits && (
          <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
            <dt className="font-semibold">{t('checkout.price.total')}</dt>
            <dd className="font-bold text-brand-800" data-testid="total">
              {formatRupees(charged.totalPaise)}
            </dd>
          </div>
        )}
      </dl>
      {query.isPending && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t('checkout.price.gstLoading')}
        </p>
      )}
      {gst && !added && <IncludedGstLine gst={gst} charged={charged} />}
      <p className="mt-3 text-sm text-slate-600">
        {t('checkout.price.km', {
          km: price.kmIncluded,
          rate: formatRupees(price.extraKmRatePaise),
        })}
      </p>
    </section>
  );
}
