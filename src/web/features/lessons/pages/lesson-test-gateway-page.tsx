import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { TestGatewayButtons, TestGatewayCard } from '../../../components/test-gateway-buttons';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompleteTestPurchase, useTestPurchase } from '../api/lessons-api';

/** The built-in test gateway for a lesson package: the learner chooses the outcome. */
export function LessonTestGatewayPage() {
  const { t } = useTranslation();
  usePageTitle(t('lessons.gateway.title'));
  return (
    <RequireCustomer>
      <PurchaseGateway />
    </RequireCustomer>
  );
}

function PurchaseGateway() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const { orderId = '' } = useParams();
  const purchase = useTestPurchase(orderId);
  const complete = useCompleteTestPurchase(orderId);
  const navigate = useNavigate();
  if (purchase.isPending) return <PageLoader label={t('lessons.gateway.loading')} />;
  if (purchase.isError) return <ErrorAlert message={errorMessage(purchase.error)} />;
  const title = i18n.language.startsWith('hi') ? purchase.data.titleHi : purchase.data.title;
  return (
    <TestGatewayCard warning={t('lessons.gateway.note')}>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">
        {t('lessons.gateway.heading', { title })}
      </h1>
      <p className="mt-4 text-lg font-bold text-slate-900" data-testid="amount">
        {format.rupees(purchase.data.totalPaise)}
      </p>
      {complete.isError && <ErrorAlert message={errorMessage(complete.error)} />}
      <TestGatewayButtons
        payLabel={t('lessons.gateway.pay')}
        failLabel={t('lessons.gateway.fail')}
        pending={complete.isPending}
        onOutcome={(outcome) =>
          complete.mutate(outcome, { onSuccess: (r) => void navigate(r.redirectUrl) })
        }
      />
    </TestGatewayCard>
  );
}
