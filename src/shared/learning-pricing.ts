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

/** Time zones of the two countries with their own course currency. */
const ZONE_COUNTRIES: Record<string, string> = {
  'Asia/Dubai': 'AE',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
};

/**
 * The country a browser most likely is in, for its first course prices: its time zone when it
 * names a place (a phone set to English (US) in Dubai is still in Dubai), else the region of
 * its preferred languages (en-IN, hi-IN, ar-AE); otherwise 'US', whose dollar every other
 * country pays.
 */
export function countryOfBrowser(timeZone: string | undefined, languages: readonly string[]) {
  if (timeZone && timeZone.includes('/') && !timeZone.startsWith('Etc/')) {
    return ZONE_COUNTRIES[timeZone] ?? 'US';
  }
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([A-Za-z]{2})\b/i.exec(language)?.[1]?.toUpperCase();
    if (region === 'IN' || region === 'AE') return region;
  }
  return 'US';
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

const clampPercent = (p: number) => (Number.isFinite(p) ? Math.min(100, Math.max(0, p)) : 0);

/**
 * THE rounding rule for every discounted course price, in every currency: the exact price
 * after the percents (campaign, then any referral offer) is rounded to the nearest whole
 * rupee / dirham / dollar (the spec rounds the discounted amount to a whole number), unless
 * that is not below the list price ($15.99 at 1% off is 15.83: $16 would be a "sale" above
 * the struck price), in which case it is rounded down; a price under one whole unit rounds
 * down to its minor unit instead of becoming free. So with any percent off a sale is strictly
 * below its list price: a discount is never negative and "0% off" cannot happen. No percent
 * off: the list price, cents and all. Integer arithmetic only (server and browser agree).
 */
export function salePrice(listMinor: number, ...percents: number[]): number {
  if (!Number.isSafeInteger(listMinor) || listMinor <= 0) return 0;
  let numerator = listMinor;
  let denominator = 1;
  for (const p of percents) {
    const off = Math.round(clampPercent(p));
    if (off === 0) continue;
    numerator *= 100 - off;
    denominator *= 100;
  }
  if (denominator === 1) return listMinor;
  const unit = 100 * denominator;
  const nearest = Math.floor((numerator + unit / 2) / unit) * 100;
  if (nearest > 0 && nearest < listMinor) return nearest;
  const down = Math.floor(numerator / unit) * 100;
  return down > 0 ? down : Math.floor(numerator / denominator);
}

/** The whole percent a sale takes off its list price, as a badge shows it; 0 means no badge. */
export function percentOff(listMinor: number, saleMinor: number): number {
  if (listMinor <= 0 || saleMinor >= listMinor) return 0;
  return Math.max(1, Math.round(((listMinor - saleMinor) * 100) / listMinor));
}

export interface SummaryLine {
  listMinor: number;
  campaignPercent: number;
}

/** The largest amount an order may carry (its columns are PostgreSQL `integer`). */
export const ORDER_MAX_MINOR = 2_147_483_647;

export interface OrderAmounts {
  original: number;
  discount: number;
  total: number;
  items: { listMinor: number; finalMinor: number }[];
}

/**
 * Why an order's amounts cannot be stored, or null when they can: the same rules as the
 * database's `course_orders_amounts_valid` plus the ones this file keeps by construction.
 * `tooLarge` is the customer's doing (a cart worth more than an order can hold); anything
 * else would be a pricing defect.
 */
export function orderAmountsProblem(o: OrderAmounts): 'tooLarge' | 'inconsistent' | null {
  if (o.original > ORDER_MAX_MINOR) return 'tooLarge';
  const itemsTotal = o.items.reduce((sum, i) => sum + i.finalMinor, 0);
  const itemsOriginal = o.items.reduce((sum, i) => sum + i.listMinor, 0);
  const valid =
    Number.isSafeInteger(o.total) &&
    o.total >= 0 &&
    o.discount >= 0 &&
    o.total <= o.original &&
    o.original - o.total === o.discount &&
    itemsTotal === o.total &&
    itemsOriginal === o.original &&
    o.items.every((i) => i.finalMinor >= 0 && i.finalMinor <= i.listMinor);
  return valid ? null : 'inconsistent';
}

/**
 * The cart's Order Summary: Original Price (sum of list prices), Discounted Amount (what the
 * discounts take off; never negative) and Total (never above Original), each line priced by
 * salePrice with its campaign and the referral percent. `finals` are the lines' own totals,
 * in order, so an order's items add up to its total.
 */
export function orderSummary(lines: SummaryLine[], extraPercent = 0) {
  const finals = lines.map((l) => salePrice(l.listMinor, l.campaignPercent, extraPercent));
  const original = lines.reduce((sum, l) => sum + l.listMinor, 0);
  const total = finals.reduce((sum, f) => sum + f, 0);
  return { original, discount: original - total, total, finals };
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
