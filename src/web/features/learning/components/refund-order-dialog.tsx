import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseOrder } from '../../../../shared/learning-orders';
import { Dialog } from '../../../components/dialog';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';

interface Props {
  order: CourseOrder;
  busy: boolean;
  /** The failed refund, shown in the dialog; null before an attempt. */
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The 30 day Refund Guarantee asks first: the amount going back, in the order's currency, to
 * the payment it was made with, and that its courses close. Focus starts on keeping the order.
 */
export function RefundOrderDialog({ order, busy, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const keepRef = useRef<HTMLButtonElement>(null);
  const amount = format.price(order.total, order.currency);
  return (
    <Dialog
      title={t('learning.orders.refundDialog.title', { id: order.id })}
      role="alertdialog"
      onClose={onClose}
      initialFocus={keepRef}
    >
      <div className="mt-3 space-y-2 text-sm text-slate-700">
        <p className="text-base font-semibold text-slate-900">
          {t('learning.orders.refundDialog.amount', { amount })}
        </p>
        <p>{t('learning.orders.refundDialog.access')}</p>
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {message(errorMessage(error))}
        </p>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={keepRef} type="button" className="btn btn-outline" onClick={onClose}>
          {t('learning.orders.refundDialog.keep')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy}>
          {busy
            ? t('learning.orders.refundDialog.refunding')
            : t('learning.orders.refundDialog.confirm', { amount })}
        </button>
      </div>
    </Dialog>
  );
}
