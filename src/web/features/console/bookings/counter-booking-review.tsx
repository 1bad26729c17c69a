import { useTranslation } from 'react-i18next';
import type { CounterBookingBody } from '../../../../shared/counter-booking';
import { useFormat } from '../../../lib/use-format';
import { CounterBillingConfirm } from './counter-billing-step';

/** A counter booking staff review before it is made: what is sent and what it comes to. */
export interface CounterReview {
  body: CounterBookingBody;
  totalPaise: number;
  gstAddedPaise: number;
  /** The coupon applied and what it takes off the rent. */
  coupon: { code: string; discountPaise: number } | null;
}

/** The review dialog's words: the coupon, the period and total, the payment, the GST documents. */
export function CounterReviewSummary({ review }: { review: CounterReview }) {
  const { t } = useTranslation();
  const { rupees, dayTime } = useFormat();
  const { body } = review;
  return (
    <>
      {review.coupon && (
        <p className="mb-2">
          {t('console.bookings.bookingForm.coupon.row', {
            code: review.coupon.code,
            amount: rupees(review.coupon.discountPaise),
          })}
        </p>
      )}
      <p>
        {t(
          review.gstAddedPaise > 0
            ? 'console.bookings.bookingForm.summaryGst'
            : 'console.bookings.bookingForm.summary',
          {
            pickup: dayTime(new Date(body.pickupAt)),
            drop: dayTime(new Date(body.dropAt)),
            total: rupees(review.totalPaise),
            gst: rupees(review.gstAddedPaise),
          },
        )}
      </p>
      <p className="mt-2">
        {body.payment
          ? t(
              body.payment.reference
                ? 'console.bookings.bookingForm.paidWithReference'
                : 'console.bookings.bookingForm.paid',
              {
                method: t(`console.bookings.counterMethods.${body.payment.method}`),
                reference: body.payment.reference,
              },
            )
          : t('console.bookings.bookingForm.notPaidYet')}
      </p>
      <CounterBillingConfirm body={body} />
    </>
  );
}
