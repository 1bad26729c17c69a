import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleBooking, useRecordPickup } from '../shared/console-bookings-api';
import { DepositSettlementForm } from './deposit-settlement-form';
import { BookingRecords } from './booking-records';
import { ChangeBookingForm } from '../shared/change-booking-form';
import { CancelBookingForm } from './cancel-booking-form';
import { BookingTaxDocuments } from '../shared/booking-tax-documents';
import { CollectBalanceForm } from './collect-balance-form';
import { CounterDocumentsStep } from './counter-documents-step';
import { FinalBillTable } from './final-bill-table';
import { HandoverForm } from './handover-form';
import { handoverReadings, ReturnCloseForm } from './return-close-form';
import { SignaturePad } from './signature-pad';
import { HandoverPhotoUpload } from './handover-photo-upload';
import { HandoverComparison } from './handover-comparison';
import { LoadError } from '../shared/load-error';

/** /staff/bookings/:id: the booking, its customer, handover forms, bill and records. */
export function ConsoleBookingPage() {
  const { t } = useTranslation();
  const { rupees, dayTime } = useFormat();
  const when = (iso: string) => dayTime(new Date(iso));
  const id = Number(useParams().id);
  usePageTitle(t('console.bookings.booking.title', { id }));
  const query = useConsoleBooking(id);
  const pickup = useRecordPickup(id);
  const [notice, setNotice] = useState<string | null>(null);
  if (query.isPending) return <PageLoader label={t('console.bookings.booking.loading')} />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { booking: b, bill } = query.data;
  const pickedUp = query.data.handovers.find((h) => h.stage === 'pickup');
  const returned = query.data.handovers.find((h) => h.stage === 'return');
  const photosOf = (stage: 'pickup' | 'return') =>
    query.data.photos.filter((p) => p.stage === stage);
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">
        {t('console.bookings.booking.heading', { id: b.id, car: b.carName, number: b.carNumber })}
      </h1>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <dl className="rounded-2xl bg-white shadow-sm grid gap-x-6 gap-y-2 p-4 text-sm sm:grid-cols-2">
        <Item term={t('console.bookings.booking.customer')}>
          <Link
            className="font-semibold text-brand-800 underline"
            to={`/staff/customers/${b.customerId}`}
          >
            {b.customerName}
          </Link>{' '}
          ({b.customerEmail}
          {b.customerMobile ? `, ${b.customerMobile}` : ''})
          {b.customerBlocked && (
            <strong className="mt-1 block text-red-800">
              {t('console.bookings.booking.refused')}
            </strong>
          )}
        </Item>
        <Item term={t('console.bookings.booking.documents')}>
          {b.customerIdVerified
            ? t('console.bookings.booking.verified')
            : t('console.bookings.booking.notVerified')}
        </Item>
        <Item term={t('console.bookings.booking.status')}>
          {t(`console.bookings.statuses.${b.status}`)} · {t(`console.bookings.stages.${b.stage}`)}
        </Item>
        <Item term={t('console.bookings.booking.branch')}>{b.branchName}</Item>
        <Item term={t('console.bookings.booking.pickup')}>{when(b.pickupAt)}</Item>
        <Item term={t('console.bookings.booking.drop')}>{when(b.finalDropAt)}</Item>
        <Item term={t('console.bookings.booking.rentAndDeposit')}>
          {t('console.bookings.booking.rentPlusDeposit', {
            rent: rupees(b.rentPaise),
            deposit: rupees(b.depositPaise),
          })}
        </Item>
        <Item term={t('console.bookings.booking.allowance')}>
          {/* The late rate a return bills: the branch's (or the package's), after its grace. */}
          {t(
            b.lateGraceMinutes > 0
              ? 'console.bookings.booking.allowanceTextGrace'
              : 'console.bookings.booking.allowanceText',
            {
              km: b.kmIncluded,
              extraKm: rupees(b.extraKmRatePaise),
              late: rupees(b.lateRatePerHourPaise),
              minutes: b.lateGraceMinutes,
            },
          )}
        </Item>
      </dl>
      {b.stage === 'booked' && b.status === 'confirmed' && (
        <section className="rounded-2xl bg-white shadow-sm space-y-4 p-4">
          <h2 className="text-lg font-bold text-slate-900">
            {t('console.bookings.booking.pickup')}
          </h2>
          {!b.customerIdVerified && (
            <CounterDocumentsStep
              customer={{ id: b.customerId, name: b.customerName, idVerified: false }}
            />
          )}
          <HandoverPhotoUpload bookingId={id} stage="pickup" photos={photosOf('pickup')} />
          <SignaturePad bookingId={id} stage="pickup" />
          <HandoverForm
            stage="pickup"
            pickupAt={b.pickupAt}
            photos={photosOf('pickup')}
            checklistStart={
              query.data.carLastReturnChecklist
                ? { checklist: query.data.carLastReturnChecklist, from: 'lastReturn' }
                : null
            }
            pending={pickup.isPending}
            error={pickup.error}
            onSubmit={(v, damageMarks) =>
              pickup.mutate({ ...handoverReadings(v), notes: v.notes, damageMarks })
            }
          />
        </section>
      )}
      {b.stage === 'picked_up' && (
        // The return beside the car as it went out (decision 0030).
        <div className="grid gap-4 lg:grid-cols-2">
          {pickedUp && <HandoverComparison pickup={pickedUp} />}
          <section className="rounded-2xl bg-white shadow-sm space-y-4 p-4">
            <h2 className="text-lg font-bold text-slate-900">
              {t('console.bookings.booking.return')}
            </h2>
            <HandoverPhotoUpload bookingId={id} stage="return" photos={photosOf('return')} />
            <SignaturePad bookingId={id} stage="return" />
            <ReturnCloseForm
              bookingId={id}
              pickupAt={b.pickupAt}
              photos={photosOf('return')}
              pickupMarks={pickedUp?.damageMarks ?? []}
              pickupChecklist={pickedUp?.checklist ?? null}
            />
          </section>
        </div>
      )}
      {pickedUp && returned && <HandoverComparison pickup={pickedUp} back={returned} />}
      {pickedUp && (
        <p>
          <a
            className="btn btn-outline"
            href={`/api/console/bookings/${id}/handover-sheet`}
            download
          >
            {t('console.bookings.booking.handoverSheet')}
          </a>
        </p>
      )}
      {b.stage === 'booked' && (b.status === 'confirmed' || b.status === 'pending_payment') && (
        <ChangeBookingForm
          key={`${b.carId}-${b.pickupAt}-${b.dropAt}`}
          booking={b}
          onDone={setNotice}
        />
      )}
      <CancelBookingForm
        bookingId={id}
        cancellable={
          b.stage === 'booked' &&
          (b.status === 'confirmed' || b.status === 'pending_payment') &&
          new Date(b.pickupAt) > new Date()
        }
      />
      {bill && (
        <section className="rounded-2xl bg-white shadow-sm p-4">
          <FinalBillTable bill={bill} />
        </section>
      )}
      {b.stage === 'returned' && <CollectBalanceForm bookingId={id} />}
      {b.stage !== 'returned' && b.status === 'confirmed' && (
        <CollectBalanceForm bookingId={id} onlyWhenOwed />
      )}
      {b.stage === 'returned' && <DepositSettlementForm bookingId={id} />}
      <section
        aria-labelledby="gst-documents-heading"
        className="rounded-2xl bg-white p-4 shadow-sm"
      >
        <h2 id="gst-documents-heading" className="mb-2 text-lg font-bold text-slate-900">
          {t('console.bookings.booking.gstDocuments')}
        </h2>
        <BookingTaxDocuments bookingId={id} />
      </section>
      <BookingRecords detail={query.data} />
    </section>
  );
}

function Item({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-700">{term}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
