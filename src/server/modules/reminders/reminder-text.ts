import type { Language } from '../../../shared/language.js';
import type { ReminderKind } from '../../../shared/notification-channels.js';

interface KindText {
  /** E-mail subject. */
  subject: string;
  /** The message; its {{placeholders}}, in order, are also the WhatsApp template's parameters. */
  text: string;
}

/**
 * The booking and lesson messages in each language (users.language, English when unset), sent by
 * e-mail, SMS and WhatsApp alike. src/server/test/customer-texts.test.ts fails when a kind or
 * a placeholder is missing in either language.
 */
const en: Record<ReminderKind, KindText> = {
  booking_confirmed: {
    subject: 'Booking confirmed',
    text: 'Hello {{name}}, your booking #{{booking}} for {{car}} is confirmed. Pickup {{pickup}} at {{branch}}, return {{drop}}.',
  },
  payment_received: {
    subject: 'Payment received',
    text: 'Hello {{name}}, we received your payment of {{amount}} for booking #{{booking}}.',
  },
  pickup_tomorrow: {
    subject: 'Your pickup is tomorrow',
    text: 'Hello {{name}}, reminder: you pick up {{car}} tomorrow, {{pickup}}, at {{branch}}, {{address}}. Map: {{map}}',
  },
  return_due: {
    subject: 'Your return is due in 3 hours',
    text: 'Hello {{name}}, booking #{{booking}} ({{car}}) is due back in 3 hours, at {{drop}}, at {{branch}}.',
  },
  extension_confirmed: {
    subject: 'Extension confirmed',
    text: 'Hello {{name}}, your booking #{{booking}} is extended. New return time: {{drop}}.',
  },
  refund_sent: {
    subject: 'Refund sent',
    text: 'Hello {{name}}, your refund of {{amount}} for booking #{{booking}} has been sent.',
  },
  lesson_tomorrow: {
    subject: 'Your driving lesson is tomorrow',
    text: "Hello {{name}}, reminder: your driving lesson with {{instructor}} is tomorrow, {{lesson}}. Pickup: {{place}}. Bring your learner's licence.",
  },
  lesson_soon: {
    subject: 'Your driving lesson is in an hour',
    text: "Hello {{name}}, your driving lesson with {{instructor}} starts at {{lesson}}. Pickup: {{place}}. Bring your learner's licence.",
  },
  review_request: {
    subject: 'How was your trip? Rate the car',
    text: 'Hello {{name}}, how was your trip in {{car}}? Rate the car and the {{branch}} branch: {{link}}',
  },
  deposit_released: {
    subject: 'Your deposit is on its way back',
    text: 'Hello {{name}}, the hold on your deposit for booking #{{booking}} has ended: {{amount}} is on its way back to you.',
  },
  trip_charge: {
    subject: 'A charge after your trip',
    text: 'Hello {{name}}, a charge of {{amount}} after your trip (booking #{{booking}}: a toll, a traffic challan or damage found later) was recorded. See it with its evidence and pay it here: {{link}} Unpaid, it is taken from your held deposit after {{date}}.',
  },
  trip_charge_disputed: {
    subject: 'We received your dispute',
    text: 'Hello {{name}}, we received your dispute of a charge after your trip (booking #{{booking}}). The branch will look at it and tell you its decision; meanwhile nothing of it is taken from your deposit.',
  },
  trip_charge_dispute_accepted: {
    subject: 'Your dispute is accepted',
    text: 'Hello {{name}}, your dispute of the {{amount}} charge after your trip (booking #{{booking}}) is accepted: the charge is taken back. {{reason}}',
  },
  trip_charge_dispute_rejected: {
    subject: 'Your dispute is rejected',
    text: 'Hello {{name}}, your dispute of the {{amount}} charge after your trip (booking #{{booking}}) is rejected: {{reason}} See it and pay here: {{link}}',
  },
};

const hi: Record<ReminderKind, KindText> = {
  booking_confirmed: {
    subject: 'बुकिंग पक्की हुई',
    text: 'नमस्ते {{name}}, {{car}} के लिए आपकी बुकिंग #{{booking}} पक्की हो गई है। पिकअप {{pickup}} को {{branch}} से, वापसी {{drop}}।',
  },
  payment_received: {
    subject: 'भुगतान मिला',
    text: 'नमस्ते {{name}}, बुकिंग #{{booking}} के लिए आपका {{amount}} का भुगतान मिल गया है।',
  },
  pickup_tomorrow: {
    subject: 'आपका पिकअप कल है',
    text: 'नमस्ते {{name}}, याद दिला दें: आप कल {{pickup}} को {{car}} {{branch}}, {{address}} से लेंगे। नक्शा: {{map}}',
  },
  return_due: {
    subject: 'आपकी वापसी 3 घंटे में है',
    text: 'नमस्ते {{name}}, बुकिंग #{{booking}} ({{car}}) की वापसी 3 घंटे में, {{drop}} को {{branch}} पर है।',
  },
  extension_confirmed: {
    subject: 'बुकिंग बढ़ाई गई',
    text: 'नमस्ते {{name}}, आपकी बुकिंग #{{booking}} बढ़ा दी गई है। वापसी का नया समय: {{drop}}।',
  },
  refund_sent: {
    subject: 'रिफ़ंड भेजा गया',
    text: 'नमस्ते {{name}}, बुकिंग #{{booking}} का आपका {{amount}} का रिफ़ंड भेज दिया गया है।',
  },
  lesson_tomorrow: {
    subject: 'आपकी ड्राइविंग क्लास कल है',
    text: 'नमस्ते {{name}}, याद दिला दें: {{instructor}} के साथ आपकी ड्राइविंग क्लास कल {{lesson}} को है। पिकअप: {{place}}। अपना लर्नर लाइसेंस साथ रखें।',
  },
  lesson_soon: {
    subject: 'आपकी ड्राइविंग क्लास एक घंटे में है',
    text: 'नमस्ते {{name}}, {{instructor}} के साथ आपकी ड्राइविंग क्लास {{lesson}} पर शुरू होगी। पिकअप: {{place}}। अपना लर्नर लाइसेंस साथ रखें।',
  },
  review_request: {
    subject: 'आपकी यात्रा कैसी रही? कार को रेटिंग दें',
    text: 'नमस्ते {{name}}, {{car}} में आपकी यात्रा कैसी रही? कार और {{branch}} ब्रांच को रेटिंग दें: {{link}}',
  },
  deposit_released: {
    subject: 'आपका डिपॉज़िट वापस आ रहा है',
    text: 'नमस्ते {{name}}, बुकिंग #{{booking}} के आपके डिपॉज़िट की रोक ख़त्म हो गई है: {{amount}} आपको वापस भेजा जा रहा है।',
  },
  trip_charge: {
    subject: 'आपकी यात्रा के बाद का चार्ज',
    text: 'नमस्ते {{name}}, आपकी यात्रा (बुकिंग #{{booking}}) के बाद {{amount}} का चार्ज दर्ज हुआ है: टोल, ट्रैफ़िक चालान या बाद में मिला नुकसान। सबूत के साथ देखें और यहाँ भुगतान करें: {{link}} भुगतान न होने पर यह {{date}} के बाद आपकी रोकी गई डिपॉज़िट से लिया जाएगा।',
  },
  trip_charge_disputed: {
    subject: 'आपकी आपत्ति मिल गई है',
    text: 'नमस्ते {{name}}, आपकी यात्रा (बुकिंग #{{booking}}) के बाद के चार्ज पर आपकी आपत्ति मिल गई है। ब्रांच इसे देखकर अपना फ़ैसला बताएगी; तब तक इसका कुछ भी आपकी डिपॉज़िट से नहीं लिया जाएगा।',
  },
  trip_charge_dispute_accepted: {
    subject: 'आपकी आपत्ति मान ली गई',
    text: 'नमस्ते {{name}}, आपकी यात्रा (बुकिंग #{{booking}}) के बाद के {{amount}} के चार्ज पर आपकी आपत्ति मान ली गई है: चार्ज वापस ले लिया गया है। {{reason}}',
  },
  trip_charge_dispute_rejected: {
    subject: 'आपकी आपत्ति नहीं मानी गई',
    text: 'नमस्ते {{name}}, आपकी यात्रा (बुकिंग #{{booking}}) के बाद के {{amount}} के चार्ज पर आपकी आपत्ति नहीं मानी गई: {{reason}} इसे देखें और यहाँ भुगतान करें: {{link}}',
  },
};

export const REMINDER_TEXT: Record<Language, Record<ReminderKind, KindText>> = { en, hi };

/** The placeholder names of a text, in order (the WhatsApp template's body parameters). */
export const placeholders = (text: string) =>
  [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1] ?? '');
