import type { DbOrTx } from '../db/client.js';
import { setGstRate } from '../modules/payments/index.js';

/**
 * The demo's SAC codes and GST rates. Sample values only: the business sets its own on its
 * accountant's advice, because rulings differ for self-drive rental (SAC 997311, 997329 or
 * 996601; 18 % or the rate of the like goods). Decision 0031.
 */
export const DEMO_CAR_RENTAL_SAC = '997311';
export const DEMO_COURSE_SAC = '999293';

export async function seedDemoGstRates(tx: DbOrTx, carCategoryIds: number[]) {
  for (const id of carCategoryIds) {
    await setGstRate(tx, {
      subject: 'car_category',
      subjectKey: String(id),
      sac: DEMO_CAR_RENTAL_SAC,
      rateBp: 1800,
    });
  }
  for (const category of ['exam', 'skill', 'qb']) {
    await setGstRate(tx, {
      subject: 'course_category',
      subjectKey: category,
      sac: DEMO_COURSE_SAC,
      rateBp: 1800,
    });
  }
}
