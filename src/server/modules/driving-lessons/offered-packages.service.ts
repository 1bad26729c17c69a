import type { OfferedPackage } from '../../../shared/lesson-api.js';
import { taxOfSplit } from '../../../shared/gst.js';
import type { DbOrTx } from '../../db/client.js';
import { lessonPackageCharge } from '../payments/index.js';
import { listLessonPackages } from './packages.service.js';

/**
 * A branch's packages on offer, each price split into taxable value and GST by the payments
 * module's course rule (the `practical` rate; prices include GST), for `buyerId` when known.
 */
export async function offeredLessonPackages(
  db: DbOrTx,
  branchId: number,
  buyerId: number | null,
): Promise<{ packages: OfferedPackage[] }> {
  const { packages } = await listLessonPackages(db, branchId, true);
  return {
    packages: await Promise.all(
      packages.map(async (p) => {
        const { split, sac } = await lessonPackageCharge(db, p.pricePaise, buyerId);
        return { ...p, taxablePaise: split.taxablePaise, gstPaise: taxOfSplit(split), sac };
      }),
    ),
  };
}
