import type { Language } from '../../../shared/language.js';

/**
 * The words of the booking mails (confirmed, extended, cancelled) in each language; the
 * customer's `users.language` chooses, English until they have chosen. {{placeholders}} are
 * filled by lib/mail/mail-text.ts `fill`.
 */
const en = {
  subjectExtended: 'Booking #{{id}} extended to {{date}} {{time}}: {{car}}',
  subjectConfirmed: 'Booking #{{id}} confirmed: {{car}}',
  subjectCancelled: 'Booking #{{id}} cancelled: {{car}}',
  subjectChanged: 'Booking #{{id}} changed: {{car}}',
  greeting: 'Hello {{name}},',
  extended:
    'Your payment for the extension ({{amount}}) is received: the car is yours until the new drop time.',
  confirmed: 'Your payment is received and your booking is confirmed.',
  cancelled: 'Your booking has been cancelled.',
  changed: 'Your booking has been changed at our branch. Here are its new details.',
  morePay: 'The change costs {{amount}} more, to pay at the branch.',
  lessPay: 'The change costs {{amount}} less; the branch pays it back to you.',
  bookingId: 'Booking ID: {{id}}',
  car: 'Car: {{car}}',
  pickup: 'Pickup: {{date}} {{time}} (IST), {{branch}}',
  drop: 'Drop: {{date}} {{time}} (IST)',
  trip: 'Trip: {{trip}}',
  local: 'Local',
  outstation: 'Outstation',
  total: 'Total: {{total}} (security deposit {{deposit}})',
  refund: 'Refund: {{amount}}',
  questions: 'Questions? Call {{phone}}.',
};

export type BookingMailText = typeof en;

const hi: BookingMailText = {
  subjectExtended: 'बुकिंग #{{id}} {{date}} {{time}} तक बढ़ाई गई: {{car}}',
  subjectConfirmed: 'बुकिंग #{{id}} पक्की हुई: {{car}}',
  subjectCancelled: 'बुकिंग #{{id}} रद्द हुई: {{car}}',
  subjectChanged: 'बुकिंग #{{id}} बदली गई: {{car}}',
  greeting: 'नमस्ते {{name}},',
  extended: 'बढ़ाए गए समय ({{amount}}) का आपका भुगतान मिल गया है: नए ड्रॉप समय तक कार आपकी है।',
  confirmed: 'आपका भुगतान मिल गया है और आपकी बुकिंग पक्की हो गई है।',
  cancelled: 'आपकी बुकिंग रद्द कर दी गई है।',
  changed: 'हमारी शाखा पर आपकी बुकिंग बदली गई है। इसका नया विवरण नीचे है।',
  morePay: 'इस बदलाव से {{amount}} ज़्यादा लगेंगे, जो शाखा पर देने हैं।',
  lessPay: 'इस बदलाव से {{amount}} कम लगेंगे; शाखा यह राशि आपको लौटाएगी।',
  bookingId: 'बुकिंग आईडी: {{id}}',
  car: 'कार: {{car}}',
  pickup: 'पिकअप: {{date}} {{time}} (IST), {{branch}}',
  drop: 'ड्रॉप: {{date}} {{time}} (IST)',
  trip: 'यात्रा: {{trip}}',
  local: 'लोकल',
  outstation: 'आउटस्टेशन',
  total: 'कुल: {{total}} (सिक्योरिटी डिपॉज़िट {{deposit}})',
  refund: 'वापसी: {{amount}}',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const BOOKING_MAIL_TEXT: Record<Language, BookingMailText> = { en, hi };
