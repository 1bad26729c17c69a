import { MyCoursePayments } from './my-course-payments';
import { MyTaxDocuments } from './my-tax-documents';
import { MyTransactions } from './my-transactions';

/** /user/page/MyTransaction: the payments, the course payments, then the GST documents. */
export function TransactionsPage() {
  return (
    <div className="space-y-6">
      <MyTransactions />
      <MyCoursePayments />
      <MyTaxDocuments />
    </div>
  );
}
