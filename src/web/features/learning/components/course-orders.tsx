import { formatIstDate } from '../../../../shared/ist-format';
import { formatPrice } from '../../../../shared/learning-pricing';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCourseOrders, useRefundOrder } from '../api/cart-api';

const STATUS_LABELS = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
};

/** My course orders with the 30 day Refund Guarantee button where it still applies. */
export function CourseOrders() {
  const orders = useCourseOrders();
  const refund = useRefundOrder();
  if (orders.isPending) return <PageLoader label="Loading your orders…" />;
  if (orders.isError) return <p role="alert">{errorMessage(orders.error)}</p>;
  const list = orders.data.orders.filter((o) => o.status !== 'failed');
  if (list.length === 0) return <p className="text-slate-600">No course orders yet.</p>;
  return (
    <ul className="space-y-3">
      {list.map((o) => (
        <li key={o.id} className="rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold text-slate-900">
            Order #{o.id} · {formatPrice(o.total, o.currency)} · {STATUS_LABELS[o.status]}
            {o.giftFor && ` · gift for ${o.giftFor}`}
          </p>
          <p className="text-sm text-slate-700">
            {o.items.map((i) => i.title).join(', ')} · {formatIstDate(new Date(o.createdAt))}
          </p>
          {o.refundable ? (
            <button
              type="button"
              className="btn mt-2"
              disabled={refund.isPending}
              onClick={() => {
                if (window.confirm('Refund this order? You will lose access to its courses.')) {
                  refund.mutate(o.id);
                }
              }}
            >
              Request refund (30 day Refund Guarantee)
            </button>
          ) : (
            o.refundNote && <p className="mt-1 text-sm text-slate-600">{o.refundNote}</p>
          )}
        </li>
      ))}
      {refund.isError && (
        <li role="alert" className="text-red-700">
          {errorMessage(refund.error)}
        </li>
      )}
    </ul>
  );
}
