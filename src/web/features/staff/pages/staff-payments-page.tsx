import { useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePendingManualPayments, useStaffLogout, useStaffSession } from '../api/staff-api';
import { PendingPaymentCard } from '../components/pending-payment-card';
import { StaffLoginForm } from '../components/staff-login-form';

/** /staff/payments: staff match submitted UTRs with the bank statement. Staff only. */
export function StaffPaymentsPage() {
  usePageTitle('Payment references');
  const session = useStaffSession();
  const staff = session.data?.staff ?? null;
  const logout = useStaffLogout();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">Payment references</h1>
        {staff && (
          <p className="text-sm text-slate-600">
            {staff.name} ·{' '}
            <button
              type="button"
              className="font-semibold text-brand-800 underline"
              onClick={() => logout.mutate()}
            >
              Logout
            </button>
          </p>
        )}
      </div>
      {session.isPending ? (
        <PageLoader label="Checking your login…" />
      ) : session.isError ? (
        <ErrorAlert className="mt-6" message={session.error.message} />
      ) : staff ? (
        <PendingList />
      ) : (
        <StaffLoginForm />
      )}
    </section>
  );
}

function PendingList() {
  const list = usePendingManualPayments(true);
  const [notice, setNotice] = useState<string | null>(null);
  if (list.isPending) return <PageLoader label="Loading the payment references…" />;
  if (list.isError) {
    return (
      <ErrorAlert
        className="mt-6"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        UPI / bank transfer references customers submitted, oldest first. Confirm one only when the
        amount has arrived in the bank statement.
      </p>
      {notice && (
        <p role="status" className="mt-4 rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {list.data.payments.length === 0 ? (
        <p className="mt-6 text-slate-700">No payment references are waiting for a check.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.data.payments.map((p) => (
            <PendingPaymentCard key={p.paymentId} payment={p} onDone={setNotice} />
          ))}
        </ul>
      )}
    </>
  );
}
