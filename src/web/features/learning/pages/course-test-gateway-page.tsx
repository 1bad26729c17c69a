import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { TestGatewayButtons, TestGatewayCard } from '../../../components/test-gateway-buttons';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteTestCourseOrder, useTestCourseOrder } from '../api/order-payment-api';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';

/** The built-in test gateway for a course order: the customer chooses the outcome. */
export function CourseTestGatewayPage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.gateway.title'));
  return (
    <RequireCustomer>
      <CourseOrderGateway />
    </RequireCustomer>
  );
}

function CourseOrderGateway() {
  const { t } = useTranslation();
  const format = useFormat();
  const { orderId = '' } = useParams();
  const order = useTestCourseOrder(orderId);
  const complete = useCompleteTestCourseOrder(orderId);
  const navigate = useNavigate();
  if (order.isPending) return <PageLoader label={t('learning.gateway.loading')} />;
  if (order.isError) return <ErrorAlert message={errorMessage(order.error)} />;
  const pay = (outcome: 'success' | 'failure') =>
    complete.mutate(outcome, { onSuccess: (r) => void navigate(r.redirectUrl) });
  return (
    <TestGatewayCard warning={t('learning.gateway.note')}>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {t('learning.gateway.heading', { id: order.data.orderId })}
      </h1>
      <p className="mt-4 text-lg font-bold text-slate-900" data-testid="amount">
        {format.price(order.data.total, order.data.currency)}
      </p>
      {complete.isError && <ErrorAlert message={errorMessage(complete.error)} />}
      <TestGatewayButtons
        payLabel={t('learning.gateway.pay')}
        failLabel={t('learning.gateway.fail')}
        pending={complete.isPending}
        onOutcome={pay}
      />
    </TestGatewayCard>
  );
}
