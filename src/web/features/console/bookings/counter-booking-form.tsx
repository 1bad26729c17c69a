import { minimumTripProblem } from '../../../../shared/seasons';
import type { CouponTerms } from '../../../../shared/coupons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COUNTER_PAYMENT_METHODS,
  COUNTER_REFERENCE_MESSAGE,
  type CounterBookingResponse,
  type CounterCars,
  type CounterCustomer,
  type CounterPaymentMethod,
} from '../../../../shared/counter-booking';
import { changePeriodProblem } from '../../../../shared/booking-change';
import { ActionError } from '../../../components/action-error';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { Spinner } from '../../../components/spinner';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { TextField } from '../../../components/text-field';
import {
  useCounterAvailability,
  useCounterBooking,
  useCounterCars,
  useCounterGst,
} from '../shared/console-counter-api';
import { istIso } from '../shared/ist-local';
import { LoadError } from '../shared/load-error';
import { PeriodFields } from '../shared/period-fields';
import { SelectField } from '../shared/select-field';
import { useRefusalText } from '../../../lib/use-refusal-text';
import { CounterBillingFields, useCounterBillingStep } from './counter-billing-step';
import { CounterReviewSummary, type CounterReview } from './counter-booking-review';
import { CounterCouponField, useCounterCoupon } from './counter-coupon-field';
import { counterPrice } from './counter-price';

/**
 * The booking itself: car, package, times, pickup/drop, and the payment taken at the counter.
 * The cars come from the desk's own route (every console role), so counter staff book too.
 */
export function CounterBookingForm({
  customer,
  branchId,
  onBooked,
}: {
  customer: CounterCustomer;
  branchId: number;
  onBooked: (made: CounterBookingResponse) => void;
}) {
  const { t } = useTranslation();
  const desk = useCounterCars(branchId);
  return (
    <section
      aria-labelledby="booking-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="booking-heading" className="text-lg font-bold text-slate-900">
        {t('console.bookings.bookingForm.heading', { name: customer.name })}
      </h2>
      {desk.isPending ? (
        <Spinner className="py-4" label={t('console.bookings.bookingForm.loadingCars')} />
      ) : desk.isError ? (
        <LoadError error={desk.error} onRetry={() => void desk.refetch()} />
      ) : (
        <BookingFields
          customer={customer}
          branchId={branchId}
          desk={desk.data}
          onBooked={onBooked}
        />
      )}
    </section>
  );
}

function BookingFields({
  customer,
  branchId,
  desk,
  onBooked,
}: {
  customer: CounterCustomer;
  branchId: number;
  desk: CounterCars;
  onBooked: (made: CounterBookingResponse) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { rupees } = useFormat();
  const [carId, setCarId] = useState('');
  const car = desk.cars.find((c) => c.id === Number(carId));
  const [packageId, setPackageId] = useState('');
  const [optionId, setOptionId] = useState('');
  const [tripType, setTripType] = useState<'local' | 'outstation'>('local');
  const [pickup, setPickup] = useState('');
  const [drop, setDrop] = useState('');
  const [method, setMethod] = useState<CounterPaymentMethod | ''>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState<CounterReview | null>(null);
  // Prices shown without GST: the total adds it, as the server will (shared/pricing.ts).
  const gst = useCounterGst(customer.id, Number(carId));
  const gstLoading = Boolean(carId) && gst.isPending;
  const book = useCounterBooking();
  const billing = useCounterBillingStep(customer.id);
  const coupon = useCounterCoupon();
  const options = desk.pickupDropOptions.filter((o) => o.branchId === branchId);
  const option = options.find((o) => o.id === Number(optionId || options[0]?.id));
  const packages = car?.ratePackages ?? [];
  const pkg = packages.find((p) => p.id === Number(packageId || packages[0]?.id));
  const inUse = desk.cars.filter((c) => c.isActive && c.branchId === branchId);
  // Once the times make a period the booking takes, the server says which cars can take it
  // and why each other one cannot, before staff review anything (issue 32).
  const refusalText = useRefusalText();
  const period =
    pickup &&
    drop &&
    !changePeriodProblem(new Date(istIso(pickup)), new Date(istIso(drop)), new Date())
      ? { pickupAt: istIso(pickup), dropAt: istIso(drop) }
      : null;
  const availability = useCounterAvailability(branchId, period);
  const refusalOf = (id: number) => {
    const found = period && availability.data?.cars.find((c) => c.carId === id)?.refusal;
    return found ? refusalText(found) : null;
  };
  const carRefusal = car ? refusalOf(car.id) : null;
  // The price as the server will charge it, with or without the coupon (counter-price.ts).
  const priceWith = (terms: CouponTerms | null) =>
    car && pkg && period
      ? counterPrice({
          car,
          pkg,
          rules: desk.priceRules,
          pickupAt: new Date(period.pickupAt),
          dropAt: new Date(period.dropAt),
          tripType,
          pickupDropPaise: option?.ratePaise ?? 0,
          coupon: terms,
          gst: gst.data?.gst ?? null,
        })
      : null;
  const full = priceWith(null);
  const discounted = coupon.applied && priceWith(coupon.applied);
  // A change of what the coupon was checked for takes it off (it is checked again on Apply).
  const changed = (set: (value: string) => void) => (value: string) => {
    set(value);
    coupon.invalidate();
  };

  const check = () => {
    if (!carId) return t('console.bookings.bookingForm.chooseCar');
    if (!pkg || !car) return t('console.bookings.bookingForm.choosePackage');
    if (!option) return t('console.bookings.bookingForm.chooseOption');
    if (!pickup || !drop) return t('console.bookings.bookingForm.enterTimes');
    const pickupAt = new Date(istIso(pickup));
    const dropAt = new Date(istIso(drop));
    const period = changePeriodProblem(pickupAt, dropAt, new Date());
    if (period) return message(period.message);
    if (carRefusal) return carRefusal;
    if (method && method !== 'cash' && !reference.trim()) return message(COUNTER_REFERENCE_MESSAGE);
    const billed = billing.check();
    if (!billed.ok) return message(billed.message);
    if (gst.isError) return t('console.bookings.bookingForm.gstFailed');
    if (gst.isPending) return t('console.bookings.bookingForm.gstLoading');
    const tooShort = minimumTripProblem({ pickupAt, dropAt }, car, desk.priceRules);
    if (tooShort) return message(tooShort);
    // A code typed but not applied would be left off the booking without a word.
    if (!coupon.applied && coupon.code.trim()) {
      return t('console.bookings.bookingForm.coupon.notApplied');
    }
    const terms = coupon.applied;
    const charged = terms ? discounted : full;
    if (!charged) return t('console.bookings.bookingForm.enterTimes');
    return {
      body: {
        customerId: customer.id,
        carId: Number(carId),
        ratePackageId: pkg.id,
        pickupDropOptionId: option.id,
        tripType,
        pickupAt: istIso(pickup),
        dropAt: istIso(drop),
        ...(method ? { payment: { method, reference: reference.trim() } } : {}),
        ...billed.body,
        ...(terms ? { couponCode: terms.code } : {}),
      },
      totalPaise: charged.totalPaise,
      gstAddedPaise: charged.gstAddedPaise,
      coupon: terms && { code: terms.code, discountPaise: charged.discountPaise },
    };
  };

  if (inUse.length === 0) {
    return <p className="text-sm text-slate-700">{t('console.bookings.bookingForm.noCars')}</p>;
  }
  return (
    <>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          const checked = check();
          if (typeof checked === 'string') return setProblem(checked);
          setProblem(null);
          book.reset();
          setAsking(checked);
        }}
      >
        <div>
          <SelectField
            label={t('console.bookings.bookingForm.car')}
            value={carId}
            error={carRefusal ?? undefined}
            onChange={(e) => (setCarId(e.target.value), setPackageId(''), coupon.invalidate())}
          >
            <option value="">{t('console.bookings.bookingForm.pickCar')}</option>
            {inUse.map((c) => {
              const name = `${c.title} (${c.carNumber})`;
              return (
                <option key={c.id} value={c.id}>
                  {refusalOf(c.id)
                    ? t('console.bookings.bookingForm.carNotFree', { car: name })
                    : name}
                </option>
              );
            })}
          </SelectField>
          {period && (
            <p aria-live="polite" className="mt-1 text-sm">
              {availability.isPending ? (
                <span className="text-slate-600">
                  {t('console.bookings.bookingForm.checkingCars')}
                </span>
              ) : availability.isError ? (
                <span className="text-slate-700">
                  {t('console.bookings.bookingForm.checkFailed')}
                </span>
              ) : (
                car &&
                !carRefusal && (
                  <span className="text-green-800">
                    {t('console.bookings.bookingForm.carFree')}
                  </span>
                )
              )}
            </p>
          )}
        </div>
        <SelectField
          label={t('console.bookings.bookingForm.ratePackage')}
          value={packageId}
          onChange={(e) => changed(setPackageId)(e.target.value)}
        >
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {t('console.bookings.bookingForm.packageRate', {
                type: p.type,
                rate: rupees(p.ratePerHourPaise),
              })}
            </option>
          ))}
        </SelectField>
        <PeriodFields
          labels={{
            pickup: t('console.bookings.bookingForm.pickup'),
            drop: t('console.bookings.bookingForm.drop'),
          }}
          pickup={pickup}
          drop={drop}
          onPickup={changed(setPickup)}
          onDrop={changed(setDrop)}
        />
        <SelectField
          label={t('console.bookings.bookingForm.pickupDrop')}
          value={optionId}
          onChange={(e) => setOptionId(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({rupees(o.ratePaise)})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('console.bookings.bookingForm.trip')}
          value={tripType}
          onChange={(e) => setTripType(e.target.value as 'local' | 'outstation')}
        >
          <option value="local">{t('console.bookings.bookingForm.local')}</option>
          <option value="outstation">{t('console.bookings.bookingForm.outstation')}</option>
        </SelectField>
        {car && period && full && (
          <CounterCouponField
            coupon={coupon}
            target={{ customerId: customer.id, carId: car.id, ...period }}
            rentPaise={full.basePaise}
            totals={
              discounted && option && gst.isSuccess
                ? { withPaise: discounted.totalPaise, withoutPaise: full.totalPaise }
                : null
            }
          />
        )}
        <SelectField
          label={t('console.bookings.bookingForm.paymentNow')}
          value={method}
          onChange={(e) => setMethod(e.target.value as CounterPaymentMethod | '')}
        >
          {COUNTER_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {t(`console.bookings.counterMethods.${m}`)}
            </option>
          ))}
          <option value="">{t('console.bookings.bookingForm.notPaid')}</option>
        </SelectField>
        {method && method !== 'cash' && (
          <TextField
            label={t('console.bookings.bookingForm.reference')}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
        <CounterBillingFields step={billing} />
        {gst.isError && (
          <div className="sm:col-span-2">
            <LoadError error={gst.error} onRetry={() => void gst.refetch()} />
          </div>
        )}
        {gstLoading && (
          <p role="status" className="text-sm text-slate-700 sm:col-span-2">
            {t('console.bookings.bookingForm.gstLoading')}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <button type="submit" disabled={gstLoading} className="btn btn-primary sm:col-span-2">
          {t('console.bookings.bookingForm.review')}
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title={t('console.bookings.bookingForm.confirmTitle', {
            car: car?.title ?? t('console.bookings.bookingForm.theCar'),
            name: customer.name,
          })}
          confirmLabel={
            asking.body.payment
              ? t('console.bookings.bookingForm.bookAndRecord', {
                  amount: rupees(asking.totalPaise),
                })
              : t('console.bookings.bookingForm.bookAndHold')
          }
          pendingLabel={t('console.bookings.bookingForm.booking')}
          tone="neutral"
          pending={book.isPending}
          error={book.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            book.mutate(asking.body, {
              onSuccess: (made) => {
                setAsking(null);
                onBooked(made);
              },
              onError: (error) => {
                // The code no longer applies: said at the coupon's field, to book without it.
                if (!(error instanceof ApiRequestError) || error.field !== 'couponCode') return;
                setAsking(null);
                book.reset();
                coupon.refused(error);
              },
            })
          }
        >
          <CounterReviewSummary review={asking} />
        </ConfirmDialog>
      )}
      <ActionError error={asking ? null : book.error} />
    </>
  );
}
