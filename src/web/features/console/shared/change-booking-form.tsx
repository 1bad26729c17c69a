import { useState } from 'react';
import type { BookingChangeBody, BookingChangeQuote } from '../../../../shared/booking-change';
import type { ConsoleBookingRow } from '../../../../shared/console-bookings';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { formatRupees } from '../../../../shared/money';
import { ActionError } from '../../../components/action-error';
import { ConfirmDialog } from './confirm-dialog';
import { useBookingChange } from './console-bookings-api';
import { useCounterCars } from './console-counter-api';
import { istIso, istLocal } from './ist-local';
import { LoadError } from './load-error';
import { PeriodFields } from './period-fields';
import { SelectField } from './select-field';

const when = (iso: string) => formatIstDayTime(new Date(iso));

/** "₹500 more to collect", "₹500 less: owed back", or "No change in price". */
export function differenceText(paise: number): string {
  if (paise > 0) return `${formatRupees(paise)} more: collect it from the customer.`;
  if (paise < 0) return `${formatRupees(-paise)} less: owed back to the customer.`;
  return 'No change in price.';
}

/** The confirm step of a change: the booking before and after, and the price difference. */
export function ChangeSummary({ quote }: { quote: BookingChangeQuote }) {
  const { before, after } = quote;
  const rows: [string, string, string][] = [
    ['Car', `${before.carTitle} (${before.carNumber})`, `${after.carTitle} (${after.carNumber})`],
    ['Pickup', when(before.pickupAt), when(after.pickupAt)],
    ['Drop', when(before.dropAt), when(after.dropAt)],
    ['Total', formatRupees(before.totalPaise), formatRupees(after.totalPaise)],
  ];
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              What
            </th>
            <th scope="col">Now</th>
            <th scope="col">After the change</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, was, will]) => (
            <tr key={label} className={was === will ? '' : 'font-semibold'}>
              <th scope="row" className="pr-2 font-semibold text-slate-700">
                {label}
              </th>
              <td className="pr-2">{was}</td>
              <td>{will}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 font-semibold">
        Price difference: {differenceText(quote.differencePaise)}
      </p>
      <p className="mt-1 text-slate-600">The customer is sent the new details by e-mail.</p>
    </>
  );
}

/**
 * Change a booking's times or swap its car: checked and priced by the server, then confirmed.
 * The cars are the desk's list of the booking's branch (every console role may read it); when
 * it cannot be read the error shows where the car choice would be, and the times still change.
 */
export function ChangeBookingForm({
  booking,
  onDone,
}: {
  booking: Pick<ConsoleBookingRow, 'id' | 'carId' | 'branchId' | 'pickupAt' | 'dropAt'>;
  onDone: (message: string) => void;
}) {
  const { quote, apply } = useBookingChange(booking.id);
  const cars = useCounterCars(booking.branchId);
  const [pickup, setPickup] = useState(istLocal(booking.pickupAt));
  const [drop, setDrop] = useState(istLocal(booking.dropAt));
  const [carId, setCarId] = useState(String(booking.carId));
  const [asked, setAsked] = useState<{ body: BookingChangeBody; quote: BookingChangeQuote } | null>(
    null,
  );
  const body = (): BookingChangeBody => ({
    pickupAt: istIso(pickup),
    dropAt: istIso(drop),
    ...(Number(carId) !== booking.carId ? { carId: Number(carId) } : {}),
  });
  return (
    <section
      aria-labelledby="change-heading"
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="change-heading" className="text-lg font-bold text-slate-900">
        Change times or car
      </h2>
      <form
        noValidate
        className="grid gap-4 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          const sent = body();
          apply.reset();
          quote.mutate(sent, { onSuccess: (q) => setAsked({ body: sent, quote: q }) });
        }}
      >
        <PeriodFields
          labels={{ pickup: 'New pickup', drop: 'New drop' }}
          pickup={pickup}
          drop={drop}
          onPickup={setPickup}
          onDrop={setDrop}
        />
        {cars.isError ? (
          <div className="sm:col-span-3">
            <LoadError error={cars.error} onRetry={() => void cars.refetch()} />
          </div>
        ) : (
          <SelectField label="Car" value={carId} onChange={(e) => setCarId(e.target.value)}>
            {cars.data?.cars
              .filter((c) => c.isActive || c.id === booking.carId)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title} ({c.carNumber})
                </option>
              )) ?? <option value={booking.carId}>Loading the cars…</option>}
          </SelectField>
        )}
        <ActionError error={quote.error} className="sm:col-span-3" />
        <button type="submit" className="btn btn-primary sm:col-span-3" disabled={quote.isPending}>
          {quote.isPending ? 'Checking…' : 'Check the change'}
        </button>
      </form>
      {asked && (
        <ConfirmDialog
          title={`Change booking #${booking.id}?`}
          confirmLabel="Apply the change"
          pendingLabel="Applying…"
          tone="neutral"
          pending={apply.isPending}
          error={apply.error}
          onClose={() => setAsked(null)}
          onConfirm={() =>
            apply.mutate(asked.body, {
              onSuccess: (q) => {
                setAsked(null);
                onDone(`Booking #${q.bookingId} is changed. ${differenceText(q.differencePaise)}`);
              },
            })
          }
        >
          <ChangeSummary quote={asked.quote} />
        </ConfirmDialog>
      )}
    </section>
  );
}
