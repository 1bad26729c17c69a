/** All money is held as integer paise (1 rupee = 100 paise); never floats. */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);

/** 1234567 -> "12,34,567": the last three digits, then groups of two. */
function indianGrouping(whole: number): string {
  const digits = String(whole);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

/**
 * "₹1,499" or "₹12.50": Indian digit grouping, paise only when present. Written out rather
 * than with Intl.NumberFormat, whose first en-IN currency format costs Chromium about 0.1 s
 * of main-thread time on every page load that shows a price.
 */
export function formatRupees(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = indianGrouping(Math.floor(abs / 100));
  const rest = abs % 100;
  return `${sign}₹${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/**
 * "₹1,680.00": Indian digit grouping and always two decimals, as a tax document prints every
 * amount (decision 0041).
 */
export function formatRupeesExact(paise: Paise): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  const rupees = indianGrouping(Math.floor(abs / 100));
  return `${sign}₹${rupees}.${String(abs % 100).padStart(2, '0')}`;
}
