import { MONTH_NAMES } from '../../dispute-window-patterns';

const RUPEES = '(-?₹[\\d,]+(?:\\.\\d\\d)?)';
const HELD = 'पर रुका डिपॉज़िट';
const NOT_BEFORE = 'को रिलीज़ होते समय यह चार्ज चुका देगा: उससे पहले इसे बट्टे खाते में नहीं डाला जा सकता।';

/**
 * Hindi for shared/trip-charge-write-off.ts's sentences with figures (issue 36 item 5): the
 * deposit's release as the server writes it ("5 Dec, 2:30 pm", a year perhaps after the month)
 * with the month in Hindi, any other wording of the moment kept as it came; and the write-off
 * done.
 */
export const writeOffPatterns: [string, string][] = [
  ...MONTH_NAMES.map(([en, hi]): [string, string] => [
    `^The deposit held on booking #(\\d+) pays this charge at its release on (\\d{1,2}) ${en}((?: \\d{4})?), (\\d{1,2}:\\d\\d [ap]m): it cannot be written off before then\\.$`,
    `बुकिंग #$1 ${HELD} $2 ${hi}$3, $4 ${NOT_BEFORE}`,
  ]),
  [
    '^The deposit held on booking #(\\d+) pays this charge at its release on (.+): it cannot be written off before then\\.$',
    `बुकिंग #$1 ${HELD} $2 ${NOT_BEFORE}`,
  ],
  [
    `^${RUPEES} of charge #(\\d+) \\(booking #(\\d+)\\) is written off as a bad debt\\.$`,
    'चार्ज #$2 (बुकिंग #$3) के $1 डूबे कर्ज़ के रूप में बट्टे खाते में डाल दिए गए।',
  ],
];
