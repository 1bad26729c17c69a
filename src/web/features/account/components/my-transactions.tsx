import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useTransactions } from '../api/bookings-api';
import { AccountTable } from './account-table';
import { SectionCard } from './section-card';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

const HEADERS = ['payment', 'order', 'amount', 'method', 'status', 'date'] as const;

/** /user/page/MyTransaction: my payment records, newest first, 3 a page, searchable. */
export function MyTransactions() {
  const { t } = useTranslation();
  const msg = useMessage();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const rows = useTransactions(page, search);
  const hrefOf = (n: number) =>
    `/user/page/MyTransaction?${new URLSearchParams({ page: String(n), search }).toString()}`;

  return (
    <SectionCard title={t('account.transactions.title')}>
      <form
        role="search"
        className="mb-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setParams({ page: '1', search: draft.trim() });
        }}
      >
        <label htmlFor="tx-search" className="sr-only">
          {t('account.transactions.searchLabel')}
        </label>
        <input
          id="tx-search"
          type="search"
          className="field"
          placeholder={t('account.transactions.search')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('account.transactions.search')}
        </button>
      </form>
      {rows.isPending ? (
        <Spinner label={t('account.transactions.loading')} className="py-8" />
      ) : rows.isError ? (
        <ErrorAlert message={errorMessage(rows.error)} onRetry={() => void rows.refetch()} />
      ) : (
        <>
          <AccountTable headings={HEADERS.map((h) => t(`account.transactions.headers.${h}`))}>
            {rows.data.transactions.length === 0 ? (
              <tr>
                <td colSpan={HEADERS.length} className="px-2 py-4 text-center">
                  {t('account.transactions.none')}
                </td>
              </tr>
            ) : (
              rows.data.transactions.map((tx) => (
                <tr key={tx.id} className="border-b border-slate-100">
                  <td className="px-2 py-2">{tx.gatewayPaymentId ?? tx.id}</td>
                  <td className="px-2 py-2">{tx.gatewayOrderId ?? tx.bookingId}</td>
                  <td className="px-2 py-2">
                    {format.rupees(tx.amountPaise)}
                    {tx.kind !== 'rent' && (
                      <span className="block text-xs text-slate-600">
                        {/* Rent is the usual case; the other kinds are named. */}
                        {t(`account.transactions.kinds.${tx.kind}`)}
                      </span>
                    )}
                  </td>
                  <td className="px-2 py-2">{msg(tx.method)}</td>
                  <td className="px-2 py-2">{t(`account.transactions.statuses.${tx.status}`)}</td>
                  <td className="px-2 py-2">{format.dateTime(new Date(tx.createdAt))}</td>
                </tr>
              ))
            )}
          </AccountTable>
          <Pager
            page={page}
            pageCount={rows.data.pageCount}
            hrefOf={hrefOf}
            label={t('account.transactions.pagesLabel')}
          />
        </>
      )}
    </SectionCard>
  );
}
