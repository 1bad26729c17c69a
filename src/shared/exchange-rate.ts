/**
 * Rupees from another currency at a recorded rate (decision 0031: course orders in USD or AED).
 * A rate is rupees per unit as a decimal string of up to six places, as PostgreSQL's
 * numeric(14, 6) returns it; the arithmetic is in integers so every process agrees. Pure.
 */

const RATE_FORMAT = /^(\d{1,8})(?:\.(\d{1,6}))?$/;

/** The rate in millionths of a rupee per unit: `88.25` → 88_250_000n. */
function micros(inrPerUnit: string): bigint {
  const match = RATE_FORMAT.exec(inrPerUnit.trim());
  if (!match?.[1]) throw new RangeError(`Not an exchange rate: ${inrPerUnit}`);
  const micro = BigInt(match[1]) * 1_000_000n + BigInt((match[2] ?? '').padEnd(6, '0'));
  if (micro === 0n) throw new RangeError('An exchange rate is above zero.');
  return micro;
}

/**
 * Paise for an amount in a currency's minor units (cents, fils): a hundredth of a unit is a
 * hundredth of the rate in rupees, so paise = minor × rate, rounded half up.
 */
export function inrPaiseOf(minor: number, inrPerUnit: string): number {
  if (!Number.isSafeInteger(minor) || minor < 0) {
    throw new RangeError('An amount to convert is a whole number of minor units, not below 0.');
  }
  return Number((BigInt(minor) * micros(inrPerUnit) + 500_000n) / 1_000_000n);
}

/** A rate as stored (six places): 88.25 → `88.250000`. */
export const rateText = (inrPerUnit: number) => inrPerUnit.toFixed(6);

/** A stored rate for people: `88.250000` → `88.25`. */
export const shortRate = (inrPerUnit: string) =>
  inrPerUnit.includes('.') ? inrPerUnit.replace(/\.?0+$/, '') : inrPerUnit;
