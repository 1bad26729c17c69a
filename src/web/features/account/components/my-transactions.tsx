import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTransactions } from '../api/bookings-api';
import { SectionCard } from './section-card';

const HEADERS = ['Paymentid', 'Orderid', 'Amount', 'Method', 'Status', 'Date'];
/** Rent is the usual case; the other kinds are named under the amount. */
const KIND_LABEL = { rent: 'Rent', extension: 'Extension', refund: 'Refund to you' } as const;
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** /user/page/MyTransaction: my payment records, newest first, 3 a page, searchable. */
export function MyTransactions() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const rows = useTransactions(page, search);
  const hrefOf = (n: number) =>
    `/user/page/MyTransaction?${new URLSearchParams({ page: String(n), search }).toString()}`;

  return (
    <SectionCard title="My Transaction">
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ page: '1', search: draft.trim() });
        }}
      >
        <label htmlFor="tx-search" className="sr-only">
          Search transactions
        </label>
        <input
          id="tx-search"
          type="search"
          className="field"
          placeholder="Search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {rows.isPending ? (
        <Spinner label="Loading your transactions…" className="py-8" />
      ) : rows.isError ? (
        <ErrorAlert message={errorMessage(rows.error)} onRetry={() => void rows.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  {HEADERS.map((h) => (
                    <th key={h} scope="col" className="px-2 py-2">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.data.transactions.length === 0 ? (
                  <tr>
                    <td colSpan={HEADERS.length} className="px-2 py-4 text-center">
                      No data found
                    </td>
                  </tr>
                ) : (
                  rows.data.transactions.map((t) => (
                    <tr key={t.id} className="border-b border-slate-100">
                      <td className="px-2 py-2">{t.gatewayPaymentId ?? t.id}</td>
                      <td className="px-2 py-2">{t.gatewayOrderId ?? t.bookingId}</td>
                      <td className="px-2 py-2">
                        {formatRupees(t.amountPaise)}
                        {t.kind !== 'rent' && (
                          <span className="block text-xs text-slate-600">{KIND_LABEL[t.kind]}</span>
                        )}
                      </td>
                      <td className="px-2 py-2">{t.method}</td>
                      <td className="px-2 py-2">{t.status}</td>
                      <td className="px-2 py-2">{dateTime.format(new Date(t.createdAt))}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <Pager
            page={page}
            pageCount={rows.data.pageCount}
            hrefOf={hrefOf}
            label="Transaction pages"
          />
        </>
      )}
    </SectionCard>
  );
}
