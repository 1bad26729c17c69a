/**
 * Course prices by country: India pays the INR price (costinr); every other country pays the
 * foreign price in USD, and the United Arab Emirates in AED converted from USD at the
 * configured rate. Amounts are integer minor units (paise, fils, cents).
 */
export const LEARNING_CURRENCIES = ['INR', 'AED', 'USD'] as const;
export type LearningCurrency = (typeof LEARNING_CURRENCIES)[number];
export const DEFAULT_COUNTRY = 'IN';

export function currencyOfCountry(country: string | undefined): LearningCurrency {
  const code = (country ?? DEFAULT_COUNTRY).toUpperCase();
  if (code === 'IN') return 'INR';
  if (code === 'AE') return 'AED';
  return 'USD';
}

export interface CoursePrices {
  /** costinr, in paise. */
  inrPaise: number;
  /** cost (foreign currency), in US cents. */
  usdCents: number;
}

/** The list price in the country's currency, in minor units; AED from USD at `aedPerUsd`. */
export function listPrice(prices: CoursePrices, currency: LearningCurrency, aedPerUsd: number) {
  if (currency === 'INR') return prices.inrPaise;
  if (currency === 'USD') return prices.usdCents;
  return Math.round(prices.usdCents * aedPerUsd);
}

/** Minor units to whole currency units, rounded half up (the spec rounds to a whole number). */
const wholeUnits = (minor: number) => Math.round(minor / 100) * 100;

/**
 * A price after its campaign percent (and any extra percents, such as the referral offer),
 * rounded to a whole rupee / dirham / dollar. Free stays free.
 */
export function discountedPrice(listMinor: number, ...percents: number[]): number {
  let price = listMinor;
  for (const p of percents) price = (price * (100 - Math.min(100, Math.max(0, p)))) / 100;
  return wholeUnits(price);
}

export interface SummaryLine {
  listMinor: number;
  campaignPercent: number;
}

/**
 * The cart's Order Summary: Original Price (sum of list prices), Discounted Amount (what the
 * discounts take off; shown only when different) and Total (rounded to a whole unit).
 */
export function orderSummary(lines: SummaryLine[], extraPercent = 0) {
  const original = lines.reduce((sum, l) => sum + l.listMinor, 0);
  const total = lines.reduce(
    (sum, l) => sum + discountedPrice(l.listMinor, l.campaignPercent, extraPercent),
    0,
  );
  return { original, discount: original - total, total };
}

const SYMBOLS: Record<LearningCurrency, string> = { INR: '₹', AED: 'AED ', USD: '$' };

/** "₹1,499", "$12.50", "AED 45": no Intl, so server and browser print the same. */
export function formatPrice(minor: number, currency: LearningCurrency): string {
  const whole = Math.floor(Math.abs(minor) / 100);
  const rest = Math.abs(minor) % 100;
  const grouped =
    currency === 'INR'
      ? String(whole).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,')
      : String(whole).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${minor < 0 ? '-' : ''}${SYMBOLS[currency]}${grouped}${fraction}`;
}
