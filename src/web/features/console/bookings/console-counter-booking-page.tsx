import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../shared/console-session-api';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
import { CounterBookingForm } from './counter-booking-form';
import { CounterCustomerStep } from './counter-customer-step';

/** /staff/bookings/new: a booking for a walk-in or phone customer, paid at the counter. */
export function ConsoleCounterBookingPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.bookings.counter.title'));
  const me = useConsoleMe(true);
  const navigate = useNavigate();
  const [chosenBranch, setChosenBranch] = useState<number | null>(null);
  const branchId = useBranchChoice(chosenBranch ?? me.data?.branchId ?? null);
  const [customer, setCustomer] = useState<CounterCustomer | null>(null);
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.bookings.counter.title')}</h1>
      <BranchPicker value={branchId} onChange={setChosenBranch} />
      <CounterCustomerStep
        words={{
          heading: t('console.bookings.customerStep.heading'),
          contact: t('console.bookings.customerStep.contact'),
          find: t('console.bookings.customerStep.find'),
          looking: t('console.bookings.customerStep.looking'),
          notFound: t('console.bookings.customerStep.notFound'),
          choose: (name) => t('console.bookings.customerStep.bookFor', { name }),
        }}
        onChosen={setCustomer}
      />
      {customer && branchId && (
        <CounterBookingForm
          key={`${customer.id}-${branchId}`}
          customer={customer}
          branchId={branchId}
          onBooked={(made) => void navigate(`/staff/bookings/${made.bookingId}?counter=1`)}
        />
      )}
    </section>
  );
}
