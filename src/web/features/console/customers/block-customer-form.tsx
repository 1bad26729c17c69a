import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useBlockCustomer } from './console-customers-api';
import { ConfirmButton } from '../shared/confirm-dialog';

/**
 * Puts the customer on the refused list (with a reason) or takes them off it, each asked first:
 * refusing signs them out everywhere and flags their bookings.
 */
export function BlockCustomerForm({
  customerId,
  customerName,
  blocked,
}: {
  customerId: number;
  customerName: string;
  blocked: boolean;
}) {
  const { t } = useTranslation();
  const action = useBlockCustomer(customerId);
  const [reason, setReason] = useState('');
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">
        {blocked ? t('console.customers.block.blocked') : t('console.customers.block.block')}
      </h2>
      {!blocked && (
        <TextField
          label={t('console.customers.block.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <ConfirmButton
        label={blocked ? t('console.customers.block.unblock') : t('console.customers.block.block')}
        className="btn btn-outline"
        disabled={action.isPending}
        tone={blocked ? 'neutral' : 'danger'}
        title={t(
          blocked ? 'console.customers.block.unblockTitle' : 'console.customers.block.blockTitle',
          { name: customerName },
        )}
        confirmLabel={t(
          blocked
            ? 'console.customers.block.unblockConfirm'
            : 'console.customers.block.blockConfirm',
          { name: customerName },
        )}
        pendingLabel={t('console.customers.block.saving')}
        pending={action.isPending}
        error={action.error}
        onOpen={() => action.reset()}
        onConfirm={(done) =>
          action.mutate(blocked ? { blocked: false } : { blocked: true, reason }, {
            onSuccess: done,
          })
        }
      >
        {blocked
          ? t('console.customers.block.unblockBody', { name: customerName })
          : t('console.customers.block.blockBody', {
              name: customerName,
              reason: reason.trim() || t('console.customers.block.noneGiven'),
            })}
      </ConfirmButton>
    </section>
  );
}
