/**
 * The booking message state the thank-you page shows (message, status, doc_msg)
 * and the new booking id (storage key new_booking_id), written by checkout and the dashboard.
 */
export const NEW_BOOKING_ID_KEY = 'new_booking_id';
export const BOOKING_RESULT_KEY = 'bookingResult';
export const RESULT_REDIRECT_MS = 2000;

export const BOOKING_SUCCESS_MESSAGE = 'Your car has been booked successfully.';
export const BOOKING_DOC_MESSAGE =
  'Please upload your documents and complete the payment to confirm your booking.';

export interface BookingResult {
  message: string;
  /** Non-empty after a new booking: the thank-you page then offers documents and payment. */
  docMsg: string;
}

export function saveBookingResult(result: BookingResult, newBookingId?: number): void {
  try {
    sessionStorage.setItem(BOOKING_RESULT_KEY, JSON.stringify(result));
    if (newBookingId !== undefined) localStorage.setItem(NEW_BOOKING_ID_KEY, String(newBookingId));
  } catch {
    // Storage unavailable: the thank-you page falls back to its general text.
  }
}

export function loadBookingResult(): BookingResult & { newBookingId: string } {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(BOOKING_RESULT_KEY) ?? 'null',
    ) as Partial<BookingResult> | null;
    return {
      message: typeof stored?.message === 'string' ? stored.message : '',
      docMsg: typeof stored?.docMsg === 'string' ? stored.docMsg : '',
      newBookingId: localStorage.getItem(NEW_BOOKING_ID_KEY) ?? '',
    };
  } catch {
    return { message: '', docMsg: '', newBookingId: '' };
  }
}
