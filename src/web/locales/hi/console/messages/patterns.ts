import { disputeWindowPatterns } from '../../dispute-window-patterns';
import { writeOffPatterns } from './write-off-patterns';

/**
 * Hindi for the server's English console messages that carry a booking number, an amount or a
 * name: [regular expression on the English text, replacement with $1...] (useMessage tries them
 * after the exact texts). Sentences with a date come with figures instead (use-error-text.ts).
 * `console-message-patterns.test.ts` builds each sentence as the server writes it.
 */
const RUPEES = '(-?₹[\\d,]+(?:\\.\\d\\d)?)';
const STATUS: [string, string][] = [
  ['pending payment', 'भुगतान के इंतज़ार में'],
  ['completed', 'पूरी हो चुकी'],
  ['cancelled', 'कैंसिल'],
  ['lapsed', 'पेमेंट न होने से रद्द'],
];

const MONTH = '(\\d{4}-\\d\\d)';

export const consolePatterns: [string, string][] = [
  // Closing a month's books (payments/closed-months.service.ts, decision 0055).
  [
    `^The books of ${MONTH} are closed\\. Post it in the open month, or ask an admin to reopen \\1\\.$`,
    '$1 के खाते बंद हो चुके हैं। इसे चालू महीने में दर्ज करें, या किसी एडमिन से $1 दोबारा खुलवाएँ।',
  ],
  [
    `^${MONTH} has not ended yet: a month can be closed once it is over\\.$`,
    '$1 अभी ख़त्म नहीं हुआ है: महीना ख़त्म होने के बाद ही बंद किया जा सकता है।',
  ],
  [`^${MONTH} is already closed\\.$`, '$1 पहले ही बंद हो चुका है।'],
  [`^${MONTH} is not closed\\.$`, '$1 बंद नहीं है।'],
  [
    `^${MONTH} cannot be closed yet: (\\d+) unbalanced journal entries, (\\d+) GST documents without a journal entry\\.$`,
    '$1 अभी बंद नहीं किया जा सकता: $2 जर्नल एंट्री बराबर नहीं हैं, $3 जीएसटी दस्तावेज़ों की जर्नल एंट्री नहीं है।',
  ],
  // Payment references and refunds (console-money/console-payments.routes.ts).
  ['^Booking #(\\d+) is confirmed\\.$', 'बुकिंग #$1 कन्फ़र्म हो गई।'],
  [
    '^The reference for booking #(\\d+) was rejected and the customer was told\\.$',
    'बुकिंग #$1 का रेफ़रेंस रिजेक्ट किया गया और ग्राहक को बता दिया गया।',
  ],
  [
    '^The refund for booking #(\\d+) is marked paid and the customer was told\\.$',
    'बुकिंग #$1 का रिफ़ंड चुकाया हुआ दर्ज हुआ और ग्राहक को बता दिया गया।',
  ],
  ['^Booking #(\\d+) is no longer waiting for payment\\.$', 'बुकिंग #$1 अब भुगतान के इंतज़ार में नहीं है।'],
  // Cancelling for the customer (console-bookings/cancel-on-behalf.service.ts).
  ['^Booking #(\\d+) is cancelled\\.$', 'बुकिंग #$1 कैंसिल हो गई।'],
  [
    `^Booking #(\\d+) is cancelled\\. The customer gets ${RUPEES} back\\.$`,
    'बुकिंग #$1 कैंसिल हो गई। ग्राहक को $2 वापस मिलेंगे।',
  ],
  // Changing a booking (bookings/booking-change.service.ts, counter-booking.service.ts).
  ...STATUS.map(([en, hi]): [string, string] => [
    `^Booking #(\\d+) is ${en}: only a booking waiting for payment or confirmed can be changed\\.$`,
    `बुकिंग #$1 ${hi} है: सिर्फ़ भुगतान के इंतज़ार वाली या कन्फ़र्म बुकिंग बदली जा सकती है।`,
  ]),
  [
    '^The car of booking #(\\d+) is already handed over\\. It cannot be changed now\\.$',
    'बुकिंग #$1 की कार ग्राहक को दी जा चुकी है। अब यह बुकिंग बदली नहीं जा सकती।',
  ],
  [
    '^Booking #(\\d+) has an extension\\. Please cancel the extension before changing the booking\\.$',
    'बुकिंग #$1 का एक्सटेंशन है। बुकिंग बदलने से पहले कृपया एक्सटेंशन कैंसिल करें।',
  ],
  ['^(.+) is retired and cannot be booked\\.$', '$1 रिटायर हो चुकी है, इसे बुक नहीं किया जा सकता।'],
  [
    '^(.+) has no (.+) package\\. Please add one in the fleet first\\.$',
    '$1 का कोई "$2" पैकेज नहीं है। कृपया पहले फ़्लीट में जोड़ें।',
  ],
  [
    '^(.+) is blocked for maintenance in that period\\. Please choose another time or car\\.$',
    '$1 उस समय मेंटेनेंस के लिए ब्लॉक है। कृपया कोई और समय या कार चुनें।',
  ],
  // Money a clerk types (shared/balance-collection.ts, refund-destination.ts, deposit-settlement.ts).
  [
    `^Only ${RUPEES} is owed on this booking: collect that amount or less\\.$`,
    'इस बुकिंग पर सिर्फ़ $1 बकाया है: इतना या इससे कम वसूलें।',
  ],
  [
    `^A refund cannot be more than what was paid and not yet refunded \\(${RUPEES}\\)\\.$`,
    'रिफ़ंड, चुकाई गई और अब तक वापस न की गई रकम ($1) से ज़्यादा नहीं हो सकता।',
  ],
  [
    `^Only ${RUPEES} of the deposit is held: return that amount or less\\.$`,
    'डिपॉज़िट में से सिर्फ़ $1 जमा है: इतना या इससे कम लौटाएँ।',
  ],
  // Charges after the trip (shared/trip-charges.ts, issue 36).
  [
    '^The car is still out on booking #(\\d+): charge this at its return\\.$',
    'कार अभी बुकिंग #$1 पर बाहर है: यह चार्ज उसकी वापसी के बिल में जोड़ें।',
  ],
  [
    `^No renter had the car then: ${RUPEES} is the business’s own cost\\.$`,
    'उस समय कार किसी किराएदार के पास नहीं थी: $1 कंपनी का अपना ख़र्च है।',
  ],
  [
    `^${RUPEES} is charged to booking #(\\d+); the customer is told\\.$`,
    'बुकिंग #$2 पर $1 का चार्ज लगाया गया; ग्राहक को बता दिया गया है।',
  ],
  // Disputes of those charges (shared/trip-charge-disputes.ts, issue 36 item 4).
  ...disputeWindowPatterns,
  [
    `^The dispute is accepted: the ${RUPEES} charge to booking #(\\d+) is taken back with a credit note, and the customer is told\\.$`,
    'आपत्ति मान ली गई: बुकिंग #$2 पर लगा $1 का चार्ज क्रेडिट नोट से वापस ले लिया गया, और ग्राहक को बता दिया गया है।',
  ],
  [
    '^The dispute is rejected: the charge to booking #(\\d+) stands, and the customer is told why\\.$',
    'आपत्ति नहीं मानी गई: बुकिंग #$1 का चार्ज बना रहेगा, और ग्राहक को कारण बता दिया गया है।',
  ],
  // Writing off what was never paid (shared/trip-charge-write-off.ts, issue 36 item 5).
  ...writeOffPatterns,
  // Customers and the fleet's lists (shared/console-customers.ts, console-settings.ts, fleet/car-refs.ts).
  [
    '^This customer is on the refused list \\((.+)\\): no booking can be made for them\\.$',
    'यह ग्राहक मना किए गए ग्राहकों की सूची में है ($1): इनकी कोई बुकिंग नहीं हो सकती।',
  ],
  [
    '^1 active car is in (.+)\\. Move or retire it first; \\1 stays on every booking made\\.$',
    '$1 में 1 चालू कार है। पहले उसे कहीं और ले जाएँ या रिटायर करें; बनी हुई हर बुकिंग पर $1 लिखा रहेगा।',
  ],
  [
    '^(\\d+) active cars are in (.+)\\. Move or retire them first; \\2 stays on every booking made\\.$',
    '$2 में $1 चालू कारें हैं। पहले उन्हें कहीं और ले जाएँ या रिटायर करें; बनी हुई हर बुकिंग पर $2 लिखा रहेगा।',
  ],
  ['^This subcategory is not one of (.+)\\.$', 'यह सब-कैटेगरी $1 की नहीं है।'],
];
