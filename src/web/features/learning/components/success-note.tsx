import type { ReactNode } from 'react';

/** A green status line at the top of a page (order placed, referral credit). */
export function SuccessNote({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
      {children}
    </p>
  );
}
