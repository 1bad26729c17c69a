import type { Language } from '../../../shared/language.js';

/**
 * The words of the driving school's mails in each language: the gift to a friend (in the
 * giver's language: the friend may have no account), the buyer's receipt and the refund.
 * {{placeholders}} are filled by lib/mail/mail-text.ts `fill`.
 */
const en = {
  greeting: 'Hello {{name}},',
  giftSubject: '{{giver}} gifted you a driving course: {{title}}',
  giftLine: '{{giver}} has gifted you the course "{{title}}".',
  giftLink: 'Open this link and sign in (or create an account) to start learning: {{link}}',
  paidSubject: 'Course order #{{id}}: payment received',
  paidLine: 'Your payment is received. Here is your receipt.',
  paidGiftLine: 'Your payment is received. We have e-mailed {{friend}} the link to the course.',
  orderId: 'Order ID: {{id}}',
  original: 'Original Price: {{amount}}',
  discount: 'Discounted Amount: {{amount}}',
  total: 'Total: {{amount}}',
  paymentId: 'Payment ID: {{id}}',
  openCourses: 'Your courses are in My Courses: {{link}}',
  refundNote: '30 day Refund Guarantee: you can ask for a refund from My Courses.',
  refundSubject: 'Course order #{{id}}: refund of {{amount}}',
  refundLine:
    'We have refunded {{amount}} for your course order #{{id}}. The course is no longer in My Courses.',
  refundTiming: 'It usually reaches your card or account in 5 to 7 working days.',
};

export type CourseMailText = typeof en;

const hi: CourseMailText = {
  greeting: 'नमस्ते {{name}},',
  giftSubject: '{{giver}} ने आपको ड्राइविंग कोर्स उपहार में दिया है: {{title}}',
  giftLine: '{{giver}} ने आपको "{{title}}" कोर्स उपहार में दिया है।',
  giftLink: 'सीखना शुरू करने के लिए यह लिंक खोलें और साइन इन करें (या खाता बनाएँ): {{link}}',
  paidSubject: 'कोर्स ऑर्डर #{{id}}: भुगतान मिल गया',
  paidLine: 'आपका भुगतान मिल गया है। यह रही आपकी रसीद।',
  paidGiftLine: 'आपका भुगतान मिल गया है। हमने {{friend}} को कोर्स का लिंक ई-मेल कर दिया है।',
  orderId: 'ऑर्डर आईडी: {{id}}',
  original: 'मूल कीमत: {{amount}}',
  discount: 'छूट की राशि: {{amount}}',
  total: 'कुल: {{amount}}',
  paymentId: 'भुगतान आईडी: {{id}}',
  openCourses: 'आपके कोर्स मेरे कोर्स में हैं: {{link}}',
  refundNote: '30 दिन की रिफ़ंड गारंटी: आप मेरे कोर्स से रिफ़ंड माँग सकते हैं।',
  refundSubject: 'कोर्स ऑर्डर #{{id}}: {{amount}} की वापसी',
  refundLine: 'हमने आपके कोर्स ऑर्डर #{{id}} के {{amount}} वापस कर दिए हैं। यह कोर्स अब मेरे कोर्स में नहीं है।',
  refundTiming: 'यह आम तौर पर 5 से 7 कामकाजी दिनों में आपके कार्ड या खाते में पहुँच जाता है।',
};

export const COURSE_MAIL_TEXT: Record<Language, CourseMailText> = { en, hi };
