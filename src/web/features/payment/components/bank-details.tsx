import type { ManualPaymentInfo } from '../../../../shared/payments';
import { useTranslation } from 'react-i18next';
import { textLang } from '../../../lib/text-lang';

/** Account details for a bank transfer (NEFT / IMPS / RTGS). */
export function BankDetails({ bank }: { bank: ManualPaymentInfo['bank'] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="mb-3 font-semibold text-slate-900">{t('payment.bank.title')}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">{t('payment.bank.accountNumber')}</dt>
        <dd className="font-mono">{bank.accountNumber}</dd>
        <dt className="text-slate-500">{t('payment.bank.bank')}</dt>
        <dd lang={textLang(bank.bankName)}>{bank.bankName}</dd>
        <dt className="text-slate-500">{t('payment.bank.holder')}</dt>
        <dd lang={textLang(bank.accountHolder)}>{bank.accountHolder}</dd>
        <dt className="text-slate-500">{t('payment.bank.ifsc')}</dt>
        <dd className="font-mono">{bank.ifsc}</dd>
      </dl>
    </div>
  );
}
