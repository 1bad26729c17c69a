import { formatIstDate } from '../../../shared/ist-format';

/** Each month's short name as the server writes it in English, and as Hindi pages write it. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, month) => {
  const mid = new Date(Date.UTC(2026, month, 15, 6));
  return [formatIstDate(mid, 'en').split(' ')[1], formatIstDate(mid, 'hi').split(' ')[1]];
});

const SAID = 'तक ही आपत्ति की जा सकती थी; वह समय निकल चुका है।';

/**
 * Hindi for shared/trip-charge-disputes.ts disputeWindowClosedMessage (issue 36 item 4), as
 * [regular expression, replacement] patterns: the server writes the moment the window closed
 * in English ("26 Nov, 2:30 pm", a year perhaps after the month); the Hindi names the month
 * in Hindi, and any other wording of the moment is kept as it came. On the customer's pages
 * (messages.ts) and in the console (console/messages/patterns.ts).
 */
export const disputeWindowPatterns: [string, string][] = [
  ...MONTH_NAMES.map(([en, hi]): [string, string] => [
    `^Charges can be disputed until (\\d{1,2}) ${en}((?: \\d{4})?), (\\d{1,2}:\\d\\d [ap]m); that time has passed\\.$`,
    `इस चार्ज पर $1 ${hi}$2, $3 ${SAID}`,
  ]),
  ['^Charges can be disputed until (.+); that time has passed\\.$', `इस चार्ज पर $1 ${SAID}`],
];
