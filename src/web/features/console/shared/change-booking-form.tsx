import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BookingChangeBody,
  BookingChangeQuote,
  BookingChangeResult,
} from '../../../../shared/booking-change';
import type { ConsoleBookingRow } from '../../../../shared/console-bookings';
import { ActionError } from '../../../components/action-error';
import { useFormat } from '../../../lib/use-format';
import { ConfirmDialog } from './confirm-dialog';
import { useBookingChange } from './console-bookings-api';
import { useCounterCars } from './console-counter-api';
import { istIso, istLocal } from './ist-local';
import { LoadError } from './load-error';
import { PeriodFields } from './period-fields';
import { SelectField } from './select-field';

/**
 * Words for a price difference, in the page's language: "₹500 more: collect it from the
 * customer.", "₹500 less: owed back to the customer." or "No change in price.".
 */
export function useDifferenceText(): (paise: number) => string {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  return useCallback(
    (paise: number) => {
      if (paise > 0) return t('console.shared.change.more', { amount: rupees(paise) });
      if (paise < 0) return t('console.shared.change.less', { amount: rupees(-paise) });
      return t('console.shared.change.same');
    },
    [t, rupees],
  );
}

/**
 * The note after a change is applied: where a paid booking's difference went (owed by the
 * customer, or refunded), else the difference itself ("Booking #41 is changed. ₹500 more: …").
 */
export function useChangedText(): (result: BookingChangeResult) => string {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const differenceText = useDifferenceText();
  return useCallback(
    (result: BookingChangeResult) => {
      const id = result.bookingId;
      if (result.owedPaise > 0) {
        return t('console.shared.change.doneOwed', { id, amount: rupees(result.owedPaise) });
      }
      if (result.refundPaise > 0) {
        return t('console.shared.change.doneRefund', { id, amount: rupees(result.refundPaise) });
      }
      return t('console.shared.change.done', {
        id,
        difference: differenceText(result.differencePaise),
      });
    },
    [t, rupees, differenceText],
  );
}

/** The confirm step of a change: the booking before and after, and the price difference. */
export function ChangeSummary({ quote }: { quote: BookingChangeQuote }) {
  const { t } = useTranslation();
  const format = useFormat();
  const differenceText = useDifferenceText();
  const when = (iso: string) => format.dayTime(new Date(iso));
  const { before, after } = quote;
  const rows: [string, string, string][] = [
    [
      t('console.shared.change.summary.car'),
      `${before.carTitle} (${before.carNumber})`,
      `${after.carTitle} (${after.carNumber})`,
    ],
    [t('console.shared.change.summary.pickup'), when(before.pickupAt), when(after.pickupAt)],
    [t('console.shared.change.summary.drop'), when(before.dropAt), when(after.dropAt)],
    [
      t('console.shared.change.summary.total'),
      format.rupees(before.totalPaise),
      format.rupees(after.totalPaise),
    ],
  ];
  return (
    <>
      <table className="w-full text-left text-sm">
        <thead>
          <tr>
            <th scope="col" className="sr-only">
              {t('console.shared.change.summary.what')}
            </th>
            <th scope="col">{t('console.shared.change.summary.now')}</th>
            <th scope="col">{t('console.shared.change.summary.after')}</th>
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
        {t('console.shared.change.summary.difference', {
          difference: differenceText(quote.differencePaise),
        })}
      </p>
      <p className="mt-1 text-slate-600">{t('console.shared.change.summary.mailed')}</p>
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
  const { t } = useTranslation();
  const changedText = useChangedText();
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
        {t('console.shared.change.heading')}
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
          labels={{
            pickup: t('console.shared.change.newPickup'),
            drop: t('console.shared.change.newDrop'),
          }}
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
          <SelectField
            label={t('console.shared.change.car')}
            value={carId}
            onChange={(e) => setCarId(e.target.value)}
          >
            {cars.data?.cars
              .filter((c) => c.isActive || c.id === booking.carId)
              .map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title} ({c.carNumber})
                </option>
              )) ?? <option value={booking.carId}>{t('console.shared.change.loadingCars')}</option>}
          </SelectField>
        )}
        <ActionError error={quote.error} className="sm:col-span-3" />
        <button type="submit" className="btn btn-primary sm:col-span-3" disabled={quote.isPending}>
          {quote.isPending ? t('console.shared.change.checking') : t('console.shared.change.check')}
        </button>
      </form>
      {asked && (
        <ConfirmDialog
          title={t('console.shared.change.confirmTitle', { id: booking.id })}
          confirmLabel={t('console.shared.change.apply')}
          pendingLabel={t('console.shared.change.applying')}
          tone="neutral"
          pending={apply.isPending}
          error={apply.error}
          onClose={() => setAsked(null)}
          onConfirm={() =>
            apply.mutate(asked.body, {
              onSuccess: (q) => {
                setAsked(null);
                onDone(changedText(q));
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
