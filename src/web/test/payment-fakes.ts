import type { ManualPaymentInfo } from '../../shared/payments';

/** Booking 42 awaiting its ₹6,600 payment, as /api/bookings/42/manual-payment answers. */
export function makeManualPaymentInfo(
  overrides: Partial<ManualPaymentInfo> = {},
): ManualPaymentInfo {
  return {
    bookingId: 42,
    reference: 'SDC-42',
    title: 'Tata Nexon EV',
    bookingStatus: 'pending_payment',
    amountDuePaise: 660_000,
    holdExpiresAt: null,
    upiLink: 'upi://pay?pa=rent%40okaxis&pn=SelfDrive&am=6600.00&cu=INR&tn=SDC-42',
    upiVpa: 'rent@okaxis',
    upiPayeeName: 'SelfDrive',
    bank: {
      accountNumber: '918020045566778',
      bankName: 'Axis Bank',
      accountHolder: 'SelfDrive Pvt Ltd',
      ifsc: 'UTIB0001234',
    },
    submittedUtr: null,
    ...overrides,
  };
}
