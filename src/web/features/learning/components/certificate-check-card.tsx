import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';

/**
 * A certificate's public check (a course's or practical lessons'): loading, the server's refusal
 * (no such code), or "valid" with the facts the kind of certificate names, its code last.
 */
export function CertificateCheckCard<T extends { code: string }>({
  check,
  rows,
}: {
  check: UseQueryResult<T>;
  rows: (certificate: T) => [label: string, value: ReactNode][];
}) {
  const { t } = useTranslation();
  if (check.isPending) return <PageLoader label={t('school.check.loading')} />;
  if (check.isError) return <ErrorAlert className="mt-6" message={errorMessage(check.error)} />;
  return (
    <section className="mt-6 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-5">
      <p className="text-lg font-bold text-emerald-900">{t('school.check.valid')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-900">
        {rows(check.data).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <dt className="font-semibold">{t('school.check.code')}</dt>
        <dd className="font-mono">{check.data.code}</dd>
      </dl>
    </section>
  );
}
