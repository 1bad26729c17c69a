import { useState } from 'react';
import {
  COUNTER_METHOD_LABELS,
  COUNTER_PAYMENT_METHODS,
  COUNTER_REFERENCE_MESSAGE,
  type CounterBookingBody,
  type CounterBookingResponse,
  type CounterCars,
  type CounterCustomer,
  type CounterPaymentMethod,
} from '../../../../shared/counter-booking';
import { changePeriodProblem } from '../../../../shared/booking-change';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { formatRupees } from '../../../../shared/money';
import { bookingPrice, chargedBookingPrice } from '../../../../shared/pricing';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { TextField } from '../../../components/text-field';
import { useCounterBooking, useCounterCars, useCounterGst } from '../shared/console-counter-api';
import { istIso } from '../shared/ist-local';
import { LoadError } from '../shared/load-error';
import { PeriodFields } from '../shared/period-fields';
import { SelectField } from '../shared/select-field';

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
  const desk = useCounterCars(branchId);
  return (
    <section
      aria-labelledby="booking-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="booking-heading" className="text-lg font-bold text-slate-900">
        2. Booking for {customer.name}
      </h2>
      {desk.isPending ? (
        <Spinner className="py-4" label="Loading the cars…" />
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
  const [asking, setAsking] = useState<{
    body: CounterBookingBody;
    totalPaise: number;
    gstAddedPaise: number;
  } | null>(null);
  // Prices shown without GST: the total adds it, as the server will (shared/pricing.ts).
  const gst = useCounterGst(customer.id, Number(carId));
  const book = useCounterBooking();
  const options = desk.pickupDropOptions.filter((o) => o.branchId === branchId);
  const packages = car?.ratePackages ?? [];
  const inUse = desk.cars.filter((c) => c.isActive && c.branchId === branchId);

  const check = () => {
    if (!carId) return 'Please choose the car.';
    const pkg = packages.find((p) => p.id === Number(packageId || packages[0]?.id));
    if (!pkg || !car) return 'Please choose the rate package.';
    const option = options.find((o) => o.id === Number(optionId || options[0]?.id));
    if (!option) return 'Please choose the pickup and drop option.';
    if (!pickup || !drop) return 'Please enter the pickup and drop times.';
    const pickupAt = new Date(istIso(pickup));
    const dropAt = new Date(istIso(drop));
    const period = changePeriodProblem(pickupAt, dropAt, new Date());
    if (period) return period.message;
    if (method && method !== 'cash' && !reference.trim()) return COUNTER_REFERENCE_MESSAGE;
    if (gst.isError) return 'The GST for this car could not be worked out: try again above.';
    if (gst.isPending) return 'Working out the GST for this car. Please try again in a moment.';
    const price = bookingPrice({
      hours: (dropAt.getTime() - pickupAt.getTime()) / 3_600_000,
      rates: pkg,
      deposits: {
        localPaise: car.securityDepositPaise,
        outstationPaise: car.outstationSecurityDepositPaise,
      },
      tripType,
      pickupDropPaise: option.ratePaise,
    });
    const charged = chargedBookingPrice(price, gst.data?.gst ?? null);
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
      },
      totalPaise: charged.totalPaise,
      gstAddedPaise: charged.gstAddedPaise,
    };
  };

  if (inUse.length === 0) {
    return <p className="text-sm text-slate-700">This branch has no cars in use to book.</p>;
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
        <SelectField
          label="Car"
          value={carId}
          onChange={(e) => (setCarId(e.target.value), setPackageId(''))}
        >
          <option value="">Choose a car</option>
          {inUse.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.carNumber})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Rate package"
          value={packageId}
          onChange={(e) => setPackageId(e.target.value)}
        >
          {packages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.type}: {formatRupees(p.ratePerHourPaise)}/hour
            </option>
          ))}
        </SelectField>
        <PeriodFields
          labels={{ pickup: 'Pickup', drop: 'Drop' }}
          pickup={pickup}
          drop={drop}
          onPickup={setPickup}
          onDrop={setDrop}
        />
        <SelectField
          label="Pickup and drop"
          value={optionId}
          onChange={(e) => setOptionId(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name} ({formatRupees(o.ratePaise)})
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Trip"
          value={tripType}
          onChange={(e) => setTripType(e.target.value as 'local' | 'outstation')}
        >
          <option value="local">Local</option>
          <option value="outstation">Outstation</option>
        </SelectField>
        <SelectField
          label="Payment taken now"
          value={method}
          onChange={(e) => setMethod(e.target.value as CounterPaymentMethod | '')}
        >
          {COUNTER_PAYMENT_METHODS.map((m) => (
            <option key={m} value={m}>
              {COUNTER_METHOD_LABELS[m]}
            </option>
          ))}
          <option value="">Not paid yet (the customer pays online)</option>
        </SelectField>
        {method && method !== 'cash' && (
          <TextField
            label="Payment reference"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
        {gst.isError && (
          <div className="sm:col-span-2">
            <LoadError error={gst.error} onRetry={() => void gst.refetch()} />
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {problem}
          </p>
        )}
        <button type="submit" className="btn btn-primary sm:col-span-2">
          Review the booking
        </button>
      </form>
      {asking && (
        <ConfirmDialog
          title={`Book ${car?.title ?? 'the car'} for ${customer.name}?`}
          confirmLabel={
            asking.body.payment
              ? `Book and record ${formatRupees(asking.totalPaise)}`
              : 'Book and hold the car'
          }
          pendingLabel="Booking…"
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
            })
          }
        >
          <p>
            {formatIstDayTime(new Date(asking.body.pickupAt))} to{' '}
            {formatIstDayTime(new Date(asking.body.dropAt))} · total{' '}
            {formatRupees(asking.totalPaise)}{' '}
            {asking.gstAddedPaise > 0
              ? `(rent, deposit, pickup/drop and ${formatRupees(asking.gstAddedPaise)} GST added to the prices).`
              : '(rent, deposit and pickup/drop).'}
          </p>
          <p className="mt-2">
            {asking.body.payment
              ? `${COUNTER_METHOD_LABELS[asking.body.payment.method]}${asking.body.payment.reference ? ` (${asking.body.payment.reference})` : ''}: the booking is confirmed and the customer mailed.`
              : 'Not paid yet: the car is held for the customer to pay online, like an online booking.'}
          </p>
        </ConfirmDialog>
      )}
      <ActionError error={asking ? null : book.error} />
    </>
  );
}
