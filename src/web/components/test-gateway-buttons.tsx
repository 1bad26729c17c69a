import type { ReactNode } from 'react';

/** The test gateway's two choices: the payment succeeds, or it fails. Used by every order kind. */
export function TestGatewayButtons({
  payLabel,
  failLabel,
  pending,
  onOutcome,
}: {
  payLabel: string;
  failLabel: string;
  pending: boolean;
  onOutcome: (outcome: 'success' | 'failure') => void;
}) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row">
      <button
        type="button"
        className="btn btn-primary flex-1"
        disabled={pending}
        onClick={() => onOutcome('success')}
      >
        {payLabel}
      </button>
      <button
        type="button"
        className="btn flex-1 bg-white text-red-800 ring-1 ring-red-300 ring-inset hover:bg-red-50"
        disabled={pending}
        onClick={() => onOutcome('failure')}
      >
        {failLabel}
      </button>
    </div>
  );
}

/** The test gateway's page card, under the warning that no real money moves. */
export function TestGatewayCard({ warning, children }: { warning: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">{warning}</p>
        {children}
      </div>
    </section>
  );
}
