import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../shared/console-session-api';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
import { CounterBookingForm } from './counter-booking-form';
import { CounterCustomerStep } from './counter-customer-step';

/** /staff/bookings/new: a booking for a walk-in or phone customer, paid at the counter. */
export function ConsoleCounterBookingPage() {
  usePageTitle('Counter booking');
  const me = useConsoleMe(true);
  const navigate = useNavigate();
  const [chosenBranch, setChosenBranch] = useState<number | null>(null);
  const branchId = useBranchChoice(chosenBranch ?? me.data?.branchId ?? null);
  const [customer, setCustomer] = useState<CounterCustomer | null>(null);
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Counter booking</h1>
      <BranchPicker value={branchId} onChange={setChosenBranch} />
      <CounterCustomerStep onChosen={setCustomer} />
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
