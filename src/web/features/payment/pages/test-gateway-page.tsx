import { Link, useNavigate, useParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader, Spinner } from '../../../components/spinner';
import { TestGatewayButtons, TestGatewayCard } from '../../../components/test-gateway-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteTestPayment, useTestOrder } from '../api/payment-api';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** The built-in test gateway: the customer chooses whether the payment succeeds. */
export function TestGatewayPage() {
  const { t } = useTranslation();
  usePageTitle(t('payment.test.title'));
  return (
    <RequireCustomer>
      <TestGateway />
    </RequireCustomer>
  );
}

function TestGateway() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { orderId = '' } = useParams();
  const order = useTestOrder(orderId);
  const complete = useCompleteTestPayment(orderId);
  const navigate = useNavigate();

  if (order.isPending) return <PageLoader label={t('payment.test.loading')} />;
  if (order.isError) {
    return (
      <section className="mx-auto max-w-lg px-4 py-10">
        <ErrorAlert message={msg(order.error.message)} onRetry={() => void order.refetch()} />
      </section>
    );
  }
  const { booking, amountPaise, status } = order.data;
  const pay = (outcome: 'success' | 'failure') =>
    complete.mutate(outcome, { onSuccess: (r) => void navigate(r.redirectUrl) });

  return (
    <TestGatewayCard warning={t('payment.test.warning')}>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {t('payment.test.heading', { id: booking.id })}
      </h1>
      <p className="mt-1 text-slate-700">{booking.title}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-500">{t('payment.test.pickup')}</dt>
        <dd>
          {booking.pickupDate} {booking.pickupTime}
        </dd>
        <dt className="text-slate-500">{t('payment.test.drop')}</dt>
        <dd>
          {booking.dropDate} {booking.dropTime}
        </dd>
        <dt className="text-slate-500">{t('payment.test.order')}</dt>
        <dd className="break-all">{orderId}</dd>
        <dt className="font-semibold text-slate-900">{t('payment.test.amount')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="amount">
          {formatRupees(amountPaise)}
        </dd>
      </dl>
      {status === 'success' ? (
        <p className="mt-6 text-green-800">
          {t('payment.test.done')}{' '}
          <Link className="underline" to="/user/dashboard">
            {t('payment.test.myBooking')}
          </Link>
        </p>
      ) : (
        <TestGatewayButtons
          payLabel={t('payment.test.succeed')}
          failLabel={t('payment.test.fail')}
          pending={complete.isPending}
          onOutcome={pay}
        />
      )}
      {complete.isPending && <Spinner className="mt-4" label={t('payment.test.processing')} />}
      {complete.isError && (
        <ErrorAlert
          className="mt-4"
          title={t('payment.test.failed')}
          message={msg(complete.error.message)}
        />
      )}
    </TestGatewayCard>
  );
}
