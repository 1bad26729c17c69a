import { MyCoursePayments } from './my-course-payments';
import { MyRefundDestinations } from './my-refund-destinations';
import { MyTaxDocuments } from './my-tax-documents';
import { MyTransactions } from './my-transactions';

/** /user/page/MyTransaction: refunds needing a destination, the payments, the course payments, the GST documents. */
export function TransactionsPage() {
  return (
    <div className="space-y-6">
      <MyRefundDestinations />
      <MyTransactions />
      <MyCoursePayments />
      <MyTaxDocuments />
    </div>
  );
}
