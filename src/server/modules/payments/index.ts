// The payments module's public face: the only file of it that code outside it imports.
// Payments writes every money row (payments, journal, GST documents): others call these.
export {
  accountsReport,
  moneyByBranchAndMonth,
  type BranchMonthMoney,
} from './accounts.service.js';
export { dayBookCsv, gstr1Export, gstr1JsonExport } from './accounts-export.service.js';
export { sendBalanceLink } from './balance-link.service.js';
export { balanceOwed, balancesOwed, collectBalance } from './balance.service.js';
export {
  recordBookingChangeMoney,
  type ChangeMoneyOutcome,
} from './booking-change-money.service.js';
export { checkoutGst } from './checkout-gst.service.js';
export { recordCounterPayment } from './counter-payment.service.js';
export { closedMonthsView, closeMonth, reopenMonth } from './closed-months.service.js';
export { settleReturnDeposit } from './deposit-refund.service.js';
export { scheduleDepositRelease } from './deposit-release.job.js';
export { depositHeld, settleDeposit } from './deposit-settlement.service.js';
export {
  bookingDocuments,
  courseOrderDocuments,
  documentPdf,
  latestDocumentAttachments,
  paymentDocumentAttachments,
} from './documents-download.service.js';
export { billingDetails, saveBillingAddress, saveCustomerGstDetails } from './gst-buyer.service.js';
export { gstSettingsView, saveGstRate } from './gst-settings-console.service.js';
export { setGstRate, syncExchangeRates, syncGstSettings } from './gst-settings.service.js';
export {
  postCourseOrderPaid,
  postCourseOrderRefunded,
  postLessonPurchasePaid,
} from './journal.service.js';
export { ledgerSummary } from './ledger.service.js';
export {
  gstr3bCsv,
  gstr3bPdfFile,
  gstr3bSummary,
  statementCsv,
  statements,
  statementsPdfFile,
} from './statements.service.js';
export { tallyExport } from './tally-export.service.js';
export {
  billImportedTolls,
  type ImportedTolls,
  type TollBilled,
} from './imported-tolls-money.service.js';
export { lessonPackageCharge } from './lesson-gst.service.js';
export { paymentsRoutes } from './payments.routes.js';
export { cancellationRefunds } from './refunds.service.js';
export { reverseTripCharge } from './trip-charge-reversal.service.js';
export { writeOffTripCharge, type WriteOffOutcome } from './trip-charge-write-off.service.js';
export {
  billTripCharge,
  tripChargeTotal,
  type TripChargeToBill,
} from './trip-charge-money.service.js';
export {
  confirmManualPayment,
  markRefundPaid,
  pendingManualPayments,
  pendingRefunds,
  rejectManualPayment,
} from './staff-payments.service.js';
