import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StaffCourseOrder } from '../../../../shared/learning-orders';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { CourseOrderTaxDocuments } from './course-order-tax-documents';
import { FiguresTable, td, th } from '../shared/figures-table';

/**
 * The payments page's course orders (admins): each one's payment and refund, and its GST
 * documents (issue 24).
 */
export function CourseOrdersList() {
  const { t } = useTranslation();
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
        {t('console.money.courseOrders.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.money.courseOrders.intro')}</p>
      {orders.isPending ? (
        <Spinner label={t('console.money.courseOrders.loading')} className="py-8" />
      ) : orders.isError ? (
        <ErrorAlert message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data.orders.length === 0 ? (
        <p className="text-slate-700">{t('console.money.courseOrders.none')}</p>
      ) : (
        <FiguresTable
          headings={[
            t('console.money.courseOrders.order'),
            t('console.money.courseOrders.customer'),
            t('console.money.courseOrders.courses'),
            t('console.money.courseOrders.amount'),
            t('console.money.courseOrders.paid'),
            t('console.money.courseOrders.refunded'),
            t('console.money.courseOrders.payment'),
            t('console.money.courseOrders.documents'),
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
              <td className={td}>{format.price(o.total, o.currency)}</td>
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
