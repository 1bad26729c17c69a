import { Fragment, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { PageLoader } from '../../../components/spinner';
import { TaxDocumentLinks } from '../../../components/tax-document-links';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useCourseOrders, useRefundOrder } from '../api/cart-api';
import { langAttr } from './language-note';
import { RefundOrderDialog } from './refund-order-dialog';

/** My course orders with the 30 day Refund Guarantee button where it still applies. */
export function CourseOrders() {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const orders = useCourseOrders();
  const refund = useRefundOrder();
  const [asking, setAsking] = useState<CourseOrder | null>(null);
  // Stable, so the dialog keeps its focus while the refund runs.
  const close = useCallback(() => setAsking(null), []);
  if (orders.isPending) return <PageLoader label={t('learning.orders.loading')} />;
  if (orders.isError) return <p role="alert">{message(errorMessage(orders.error))}</p>;
  const list = orders.data.orders.filter((o) => o.status !== 'failed');
  if (list.length === 0) return <p className="text-slate-600">{t('learning.orders.none')}</p>;
  return (
    <>
      <ul className="space-y-3">
        {list.map((o) => (
          <li key={o.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {t('learning.orders.line', {
                id: o.id,
                total: format.price(o.total, o.currency),
                status: t(`learning.orders.statuses.${o.status}`),
              })}
              {o.giftFor && t('learning.orders.giftFor', { name: o.giftFor })}
            </p>
            <p className="text-sm text-slate-700">
              {o.items.map((i, n) => (
                <Fragment key={i.slug}>
                  {n > 0 && ', '}
                  <span lang={langAttr(i.language)}>{i.title}</span>
                </Fragment>
              ))}{' '}
              · {format.date(new Date(o.createdAt))}
            </p>
            {o.refundable ? (
              <button
                type="button"
                className="btn mt-2"
                disabled={refund.isPending}
                onClick={() => {
                  refund.reset();
                  setAsking(o);
                }}
              >
                {t('learning.orders.refund')}
              </button>
            ) : (
              o.refundNote && <p className="mt-1 text-sm text-slate-600">{message(o.refundNote)}</p>
            )}
            <TaxDocumentLinks of={{ courseOrderId: o.id }} />
          </li>
        ))}
      </ul>
      {asking && (
        <RefundOrderDialog
          order={asking}
          busy={refund.isPending}
          error={refund.error}
          onConfirm={() => refund.mutate(asking.id, { onSuccess: close })}
          onClose={close}
        />
      )}
    </>
  );
}
