import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader, Spinner } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../shared/console-session-api';
import { usePendingManualPayments, usePendingRefunds } from './staff-payments-api';
import { CourseOrdersList } from './course-orders-list';
import { PendingPaymentCard } from './pending-payment-card';
import { PendingRefundCard } from './pending-refund-card';

/**
 * /staff/payments, the console's Payments section: staff match submitted UTRs with the bank
 * statement and pay the refunds no gateway pays. The console layout signs staff in.
 */
export function StaffPaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.money.payments.title'));
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.money.payments.title')}</h1>
      <StaffQueues />
    </section>
  );
}

function StaffQueues() {
  const message = useMessage();
  const [notice, setNotice] = useState<string | null>(null);
  // Course orders belong to no branch: admins see them.
  const isAdmin = useConsoleMe(true).data?.staffRole === 'admin';
  return (
    <>
      {notice && (
        <p role="status" className="mt-4 rounded-2xl bg-green-50 p-3 text-green-900">
          {message(notice)}
        </p>
      )}
      <PendingList onDone={setNotice} />
      <RefundList onDone={setNotice} />
      {isAdmin && <CourseOrdersList />}
    </>
  );
}

function PendingList({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const list = usePendingManualPayments(true);
  if (list.isPending) return <PageLoader label={t('console.money.payments.loading')} />;
  if (list.isError) {
    return (
      <ErrorAlert
        className="mt-6"
        message={list.error.message}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="staff-payments-heading" className="mt-6">
      <h2 id="staff-payments-heading" className="text-xl font-bold text-slate-900">
        {t('console.money.payments.pendingHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('console.money.payments.pendingIntro')}</p>
      {list.data.payments.length === 0 ? (
        <p className="mt-6 text-slate-700">{t('console.money.payments.noPending')}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {list.data.payments.map((p) => (
            <PendingPaymentCard key={p.paymentId} payment={p} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RefundList({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const list = usePendingRefunds(true);
  return (
    <section aria-labelledby="staff-refunds-heading" className="mt-10">
      <h2 id="staff-refunds-heading" className="text-xl font-bold text-slate-900">
        {t('console.money.payments.refundsHeading')}
      </h2>
      {list.isPending ? (
        <Spinner className="py-8" label={t('console.money.payments.loadingRefunds')} />
      ) : list.isError ? (
        <ErrorAlert
          className="mt-4"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600">{t('console.money.payments.refundsIntro')}</p>
          {list.data.refunds.length === 0 ? (
            <p className="mt-4 text-slate-700">{t('console.money.payments.noRefunds')}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {list.data.refunds.map((r) => (
                <PendingRefundCard key={r.paymentId} refund={r} onDone={onDone} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
