import type { ReactNode } from 'react';
import { useMessage } from '../../../lib/use-message';

export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h1 className="text-xl font-bold text-slate-900">{title}</h1>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A result line; a server or rule message (English) is shown in the page's language. */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  const msg = useMessage();
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-3 py-2 text-sm ${kind === 'error' ? 'bg-red-50 text-red-800' : 'bg-green-50 text-green-800'}`}
    >
      {typeof children === 'string' ? msg(children) : children}
    </p>
  );
}
