import { owedPerCharge } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { balancesOwed } from '../payments/index.js';
import { billedChargesOf } from './trip-charges.queries.js';

/**
 * The unpaid part of every billed charge of these bookings, by charge id: each booking's
 * balance owed put on its newest charges first (what was paid went to the oldest). The list,
 * a write-off and the report all read it so; two queries whatever the number of bookings.
 */
export async function owedByCharge(db: DbOrTx, bookingIds: number[]) {
  const ids = [...new Set(bookingIds)];
  const owed = new Map<number, number>();
  if (ids.length === 0) return owed;
  const charges = await billedChargesOf(db, ids);
  const balances = await balancesOwed(db, ids);
  const byBooking = new Map<number, typeof charges>();
  for (const c of charges) {
    if (c.bookingId === null) continue;
    const list = byBooking.get(c.bookingId) ?? [];
    list.push(c);
    byBooking.set(c.bookingId, list);
  }
  for (const [bookingId, oldestFirst] of byBooking) {
    const parts = owedPerCharge(
      oldestFirst.map((c) => c.totalPaise),
      balances.get(bookingId) ?? 0,
    );
    oldestFirst.forEach((c, i) => owed.set(c.id, parts[i] ?? 0));
  }
  return owed;
}
