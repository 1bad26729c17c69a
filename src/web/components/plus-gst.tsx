import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../lib/site';

/**
 * "+ GST" after a rental price while prices are shown without GST (GET /api/site,
 * decision 0031): the checkout adds the GST. Nothing while prices include it.
 */
export function PlusGst() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  if (!site.data?.rentalPricesExcludeGst) return null;
  return <span className="ml-1 text-xs font-medium text-slate-600">{t('common.plusGst')}</span>;
}
