import { useQuery } from '@tanstack/react-query';
import type { StaffCourseOrder } from '../../../../shared/learning-orders';
import { formatPrice } from '../../../../shared/learning-pricing';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useAccountsWords } from '../shared/accounts-words';
import { CourseOrderTaxDocuments } from './course-order-tax-documents';
import { FiguresTable, td, th } from '../shared/figures-table';

/**
 * The payments page's course orders (admins): each one's payment and refund, and its GST
 * documents (issue 24).
 */
export function CourseOrdersList() {
  const w = useAccountsWords().courseOrders;
  const format = useFormat();
  const orders = useQuery({
    queryKey: ['console', 'course-orders'],
    queryFn: ({ signal }) =>
      apiGet<{ orders: StaffCourseOrder[] }>('/api/learning/staff/course-orders', { signal }),
  });
  const when = (at: string | null) => (at ? format.dateTime(new Date(at)) : '—');
  return (
    <section aria-labelledby="course-orders-heading" className="mt-8 space-y-2">
      <h2 id="course-orders-heading" className="text-xl font-bold text-slate-900">
        {w.title}
      </h2>
      <p className="text-sm text-slate-600">{w.intro}</p>
      {orders.isPending ? (
        <Spinner label={w.loading} className="py-8" />
      ) : orders.isError ? (
        <ErrorAlert message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="text-slate-700">{w.none}</p>
      ) : (
        <FiguresTable
          headings={[
            w.order,
            w.customer,
            w.courses,
            w.amount,
            w.paid,
            w.refunded,
            w.payment,
            w.documents,
          ]}
        >
          {orders.data.orders.map((o) => (
            <tr key={o.id}>
              <th scope="row" className={th}>
                #{o.id}
              </th>
              <td className={td}>
                {o.customerName} ({o.customerEmail})
              </td>
              <td className={td}>{o.courses}</td>
              <td className={td}>{formatPrice(o.total, o.currency)}</td>
              <td className={td}>{when(o.paidAt)}</td>
              <td className={td}>{when(o.refundedAt)}</td>
              <td className={td}>{o.gatewayPaymentId ?? '—'}</td>
              <td className={td}>
                <CourseOrderTaxDocuments orderId={o.id} />
              </td>
            </tr>
          ))}
        </FiguresTable>
      )}
    </section>
  );
}
