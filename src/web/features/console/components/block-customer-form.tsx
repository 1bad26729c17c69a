import { useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { useBlockCustomer } from '../api/console-customers-api';

/** Blocks the account (with a reason) or lifts the block. */
export function BlockCustomerForm({
  customerId,
  blocked,
}: {
  customerId: number;
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
      <ActionError error={action.error} />
      <button
        type="button"
        className="btn btn-outline"
        disabled={action.isPending}
        onClick={() => action.mutate(blocked ? { blocked: false } : { blocked: true, reason })}
      >
        {blocked ? 'Unblock the account' : 'Block the account'}
      </button>
    </section>
  );
}
