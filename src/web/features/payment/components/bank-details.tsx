import type { ManualPaymentInfo } from '../../../../shared/payments';

/** Account details for a bank transfer (NEFT / IMPS / RTGS). */
export function BankDetails({ bank }: { bank: ManualPaymentInfo['bank'] }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold text-slate-900">Or transfer to our bank account</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-slate-500">Account number</dt>
        <dd className="font-mono">{bank.accountNumber}</dd>
        <dt className="text-slate-500">Bank</dt>
        <dd>{bank.bankName}</dd>
        <dt className="text-slate-500">Account holder</dt>
        <dd>{bank.accountHolder}</dd>
        <dt className="text-slate-500">IFSC</dt>
        <dd className="font-mono">{bank.ifsc}</dd>
      </dl>
    </div>
  );
}
