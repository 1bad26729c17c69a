import { useState } from 'react';
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
  const action = useBlockCustomer(customerId);
  const [reason, setReason] = useState('');
  return (
    <section className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">
        {blocked ? 'Account blocked' : 'Block the account'}
      </h2>
      {!blocked && (
        <TextField
          label="Reason for blocking"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      <ConfirmButton
        label={blocked ? 'Unblock the account' : 'Block the account'}
        className="btn btn-outline"
        disabled={action.isPending}
        tone={blocked ? 'neutral' : 'danger'}
        title={blocked ? `Unblock ${customerName}?` : `Block ${customerName}?`}
        confirmLabel={blocked ? `Unblock ${customerName}` : `Block ${customerName}`}
        pendingLabel="Saving…"
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
          ? `${customerName} can sign in and book again, and their bookings are no longer flagged.`
          : `${customerName} is signed out everywhere, cannot sign in or be booked at the counter, and their bookings are flagged “do not hand over”. Reason: ${reason.trim() || '(none given)'}`}
      </ConfirmButton>
    </section>
  );
}
