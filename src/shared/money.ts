/** All money is held as integer paise (1 rupee = 100 paise); never floats. */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);

const whole = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const withPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

/** "₹1,499" or "₹12.50": Indian digit grouping, paise only when present. */
export function formatRupees(paise: Paise): string {
  return paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
}
