import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { ApiRequestError, apiGet, errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { AccountTable } from './account-table';
import { SectionCard } from './section-card';

const HEADERS = ['order', 'course', 'kind', 'amount', 'date'] as const;

/** My course orders' money: each payment, and each refund the guarantee made (issue 24). */
export function MyCoursePayments() {
  const { t } = useTranslation();
  const format = useFormat();
  const orders = useQuery({
    queryKey: ['learning', 'orders', 'payments'],
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => apiGet<{ orders: CourseOrder[] }>('/api/learning/orders', { signal }),
  });
  // The driving school may be switched off: then there is nothing to list.
  if (orders.isError && orders.error instanceof ApiRequestError && orders.error.status === 404) {
    return null;
  }
  const rows = (orders.data?.orders ?? []).flatMap((o) => {
    const base = { id: o.id, titles: o.items.map((i) => i.title).join(', ') };
    const amount = format.price(o.total, o.currency);
    return [
      ...(o.paidAt ? [{ ...base, kind: 'payment' as const, amount, at: o.paidAt }] : []),
      ...(o.status === 'refunded' && o.refundedAt
        ? [{ ...base, kind: 'refund' as const, amount, at: o.refundedAt }]
        : []),
    ];
  });
  if (orders.isSuccess && rows.length === 0) return null;
  return (
    <SectionCard title={t('account.transactions.courses.title')}>
      {orders.isPending ? (
        <Spinner label={t('account.transactions.courses.loading')} className="py-8" />
      ) : orders.isError ? (
        <ErrorAlert message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : (
        <AccountTable
          headings={HEADERS.map((h) =>
            h === 'amount' || h === 'date'
              ? t(`account.transactions.headers.${h}`)
              : t(`account.transactions.courses.${h}`),
          )}
        >
          {rows.map((r) => (
            <tr key={`${r.id}-${r.kind}`} className="border-b border-slate-100">
              <td className="px-2 py-2">#{r.id}</td>
              <td className="px-2 py-2">{r.titles}</td>
              <td className="px-2 py-2">{t(`account.transactions.courses.${r.kind}`)}</td>
              <td className="px-2 py-2">{r.amount}</td>
              <td className="px-2 py-2">{format.dateTime(new Date(r.at))}</td>
            </tr>
          ))}
        </AccountTable>
      )}
    </SectionCard>
  );
}
