import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
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
      {action.error ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(action.error)}
        </p>
      ) : null}
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
