import {
  CAR_PAGE_SIZE,
  carListResponseSchema,
  type CarListResponse,
} from '../../../shared/cars.js';
import { periodPrice } from '../../../shared/pricing.js';
import type { SearchPeriod } from '../../../shared/search.js';
import { istDate } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { compileProjection } from '../../lib/json-projection.js';
import { rulesFrom } from '../pricing/index.js';
import { listCarCards } from './cars.queries.js';
import type { Loaded } from './snapshot-cache.js';

/**
 * One page of the car list, with a search only the cars free for it, priced for it; and the
 * snapshot it was read under (unknown when no car matched).
 */
async function carList(
  db: Db,
  query: { cityid?: number; category?: number; subcategory?: number; page: number },
  search: SearchPeriod | undefined,
): Promise<{ list: CarListResponse; snapshot: string | undefined }> {
  const { page } = query;
  const rows = await listCarCards(db, {
    cityIndex: query.cityid,
    categoryId: query.category,
    subcategoryId: query.subcategory,
    branchId: search?.branchId,
    freeDuring: search && { from: search.pickupAt, to: search.dropAt },
    limit: CAR_PAGE_SIZE,
    offset: (page - 1) * CAR_PAGE_SIZE,
  });
  const total = rows[0]?.matching ?? 0;
  const paging = { total, page, pageCount: Math.max(1, Math.ceil(total / CAR_PAGE_SIZE)) };
  const snapshot = rows[0]?.snapshot;
  if (!search) return { list: { cars: rows, ...paging }, snapshot };
  const rules = (await rulesFrom(db, istDate(search.pickupAt))).filter(
    (rule) => rule.branchId === search.branchId,
  );
  const cars = rows.map((row) => ({
    ...row,
    period: periodPrice(
      search.hours,
      { ratePerHourPaise: row.fromRatePerHourPaise, kmPerHour: row.kmPerHour },
      { pickupAt: search.pickupAt, dropAt: search.dropAt, car: row, rules },
    ),
  }));
  const list = {
    cars,
    ...paging,
    search: {
      branchId: search.branchId,
      pickupAt: search.pickupAt.toISOString(),
      dropAt: search.dropAt.toISOString(),
      hours: search.hours,
    },
  };
  return { list, snapshot };
}

/** The car list's JSON as the response schema gives it, without zod's encode (json-projection). */
const carListReply = compileProjection(carListResponseSchema);

/**
 * The car list's JSON read from the database (when the availability index cannot answer),
 * with the snapshot it was read under for the reply cache.
 */
export async function carListFromDatabase(
  db: Db,
  query: {
    cityid?: number | undefined;
    category?: number | undefined;
    subcategory?: number | undefined;
    page: number;
  },
  search: SearchPeriod | undefined,
): Promise<Loaded> {
  const { list, snapshot } = await carList(db, query, search);
  return { value: JSON.stringify(carListReply(list)), snapshot };
}
