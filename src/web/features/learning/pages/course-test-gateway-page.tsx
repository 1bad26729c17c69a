import { useNavigate, useParams } from 'react-router';
import { formatPrice } from '../../../../shared/learning-pricing';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteTestCourseOrder, useTestCourseOrder } from '../api/order-payment-api';

/** The built-in test gateway for a course order: the customer chooses the outcome. */
export function CourseTestGatewayPage() {
  usePageTitle('Test payment');
  return (
    <RequireCustomer>
      <TestGateway />
    </RequireCustomer>
  );
}

function TestGateway() {
  const { orderId = '' } = useParams();
  const order = useTestCourseOrder(orderId);
  const complete = useCompleteTestCourseOrder(orderId);
  const navigate = useNavigate();
  if (order.isPending) return <PageLoader label="Loading the payment…" />;
  if (order.isError) return <ErrorAlert message={errorMessage(order.error)} />;
  const pay = (outcome: 'success' | 'failure') =>
    complete.mutate(outcome, { onSuccess: (r) => void navigate(r.redirectUrl) });
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">
          Test gateway: no real money moves
        </p>
        <h1 className="mt-2 text-2xl font-bold text-slate-900">
          Pay for course order #{order.data.orderId}
        </h1>
        <p className="mt-4 text-lg font-bold text-slate-900" data-testid="amount">
          {formatPrice(order.data.total, order.data.currency)}
        </p>
        {complete.isError && <ErrorAlert message={errorMessage(complete.error)} />}
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
            Fail the payment
          </button>
        </div>
      </div>
    </section>
  );
}
