import { Link, useNavigate, useParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader, Spinner } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteTestPayment, useTestOrder } from '../api/payment-api';

/** The built-in test gateway: the customer chooses whether the payment succeeds. */
export function TestGatewayPage() {
  usePageTitle('Test payment');
  return (
    <RequireCustomer>
      <TestGateway />
    </RequireCustomer>
  );
}

function TestGateway() {
  const { orderId = '' } = useParams();
  const order = useTestOrder(orderId);
  const complete = useCompleteTestPayment(orderId);
  const navigate = useNavigate();

  if (order.isPending) return <PageLoader label="Loading the payment…" />;
  if (order.isError) {
    return (
      <section className="mx-auto max-w-lg px-4 py-10">
        <ErrorAlert message={order.error.message} onRetry={() => void order.refetch()} />
      </section>
    );
  }
  const { booking, amountPaise, status } = order.data;
  const pay = (outcome: 'success' | 'failure') =>
    complete.mutate(outcome, { onSuccess: (r) => void navigate(r.redirectUrl) });

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          Test gateway: no real money moves
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">Pay for booking #{booking.id}</h1>
        <p className="mt-1 text-slate-700">{booking.title}</p>
        <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-slate-500">Pickup</dt>
          <dd>
            {booking.pickupDate} {booking.pickupTime}
          </dd>
          <dt className="text-slate-500">Drop</dt>
          <dd>
            {booking.dropDate} {booking.dropTime}
          </dd>
          <dt className="text-slate-500">Order</dt>
          <dd className="break-all">{orderId}</dd>
          <dt className="font-semibold text-slate-900">Amount</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid="amount">
            {formatRupees(amountPaise)}
          </dd>
        </dl>
        {status === 'success' ? (
          <p className="mt-6 text-green-800">
            This payment is already complete.{' '}
            <Link className="underline" to="/user/dashboard">
              Go to My Booking
            </Link>
          </p>
        ) : (
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <button
              type="button"
              className="btn btn-primary flex-1"
              disabled={complete.isPending}
              onClick={() => pay('success')}
            >
              Pay successfully
            </button>
            <button
              type="button"
              className="btn flex-1 bg-white text-red-800 ring-1 ring-red-300 ring-inset hover:bg-red-50"
              disabled={complete.isPending}
              onClick={() => pay('failure')}
            >
              Fail payment
            </button>
          </div>
        )}
        {complete.isPending && <Spinner className="mt-4" label="Processing the payment…" />}
        {complete.isError && (
          <ErrorAlert
            className="mt-4"
            title="The payment could not be completed"
            message={complete.error.message}
          />
        )}
      </div>
    </section>
  );
}
