import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import type { UseMutationResult } from '@tanstack/react-query';

export type ReviewDecisionMutation = UseMutationResult<
  unknown,
  Error,
  { id: number; decision: 'live' | 'rejected'; reason: string }
>;

/** The reject reason and the Live / Reject buttons of an item On Review. */
export function ReviewDecision({
  id,
  title,
  liveLabel,
  decide,
  onDecided,
}: {
  id: number;
  title: string;
  liveLabel: string;
  decide: ReviewDecisionMutation;
  /** After the decision is saved (a preview page goes back to the queue). */
  onDecided?: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <>
      <label className="mt-3 block text-sm font-semibold text-slate-800">
        {t('console.shared.reviewDecision.reason', { title })}
        <input
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      <ActionError error={decide.error} className="mt-2" />
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate({ id, decision: 'live', reason: '' }, { onSuccess: onDecided })
          }
        >
          {liveLabel}
        </button>
        <button
          type="button"
          className="btn"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate({ id, decision: 'rejected', reason }, { onSuccess: onDecided })
          }
        >
          {t('console.shared.reviewDecision.reject', { title })}
        </button>
      </div>
    </>
  );
}
