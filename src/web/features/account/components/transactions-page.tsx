import { MyTaxDocuments } from './my-tax-documents';
import { MyTransactions } from './my-transactions';

/** /user/page/MyTransaction: the payments, then the GST documents to download. */
export function TransactionsPage() {
  return (
    <div className="space-y-6">
      <MyTransactions />
      <MyTaxDocuments />
    </div>
  );
}
