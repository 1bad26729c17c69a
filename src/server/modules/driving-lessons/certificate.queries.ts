import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  branches,
  drivingLessons,
  lessonCertificates,
  lessonPackages,
  lessonPurchases,
} from '../../db/schema.js';

/** A learner's own paid purchase with what its certificate names: the package's kind, the branch. */
export async function purchaseForCertificate(db: DbOrTx, userId: number, purchaseId: number) {
  const [row] = await db
    .select({
      id: lessonPurchases.id,
      title: lessonPurchases.title,
      titleHi: lessonPurchases.titleHi,
      kind: lessonPackages.kind,
      theoryHours: lessonPackages.theoryHours,
      branchName: branches.name,
      drivingSchoolLicence: branches.drivingSchoolLicence,
      adtcAccreditation: branches.adtcAccreditation,
    })
    .from(lessonPurchases)
    .innerJoin(lessonPackages, eq(lessonPackages.id, lessonPurchases.packageId))
    .innerJoin(branches, eq(branches.id, lessonPurchases.branchId))
    .where(
      and(
        eq(lessonPurchases.id, purchaseId),
        eq(lessonPurchases.userId, userId),
        eq(lessonPurchases.status, 'paid'),
      ),
    );
  return row;
}

export async function certificateOfPurchase(db: DbOrTx, purchaseId: number) {
  const [row] = await db
    .select()
    .from(lessonCertificates)
    .where(eq(lessonCertificates.purchaseId, purchaseId));
  return row;
}

export async function certificateByCode(db: DbOrTx, code: string) {
  const [row] = await db.select().from(lessonCertificates).where(eq(lessonCertificates.code, code));
  return row;
}

/** The purchase's taught lessons: their minutes added up, and the first and last lesson's start. */
export async function taughtLessons(db: DbOrTx, purchaseId: number) {
  const [row] = await db
    .select({
      minutes: sql<number>`coalesce(sum(extract(epoch from ${drivingLessons.endsAt} - ${drivingLessons.startsAt}) / 60), 0)::int`,
      first: sql<Date | null>`min(${drivingLessons.startsAt})`.mapWith(drivingLessons.startsAt),
      last: sql<Date | null>`max(${drivingLessons.startsAt})`.mapWith(drivingLessons.startsAt),
    })
    .from(drivingLessons)
    .where(and(eq(drivingLessons.purchaseId, purchaseId), eq(drivingLessons.status, 'completed')));
  return { minutes: Number(row?.minutes ?? 0), first: row?.first ?? null, last: row?.last ?? null };
}
