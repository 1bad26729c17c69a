import { eq } from 'drizzle-orm';
import type { ConsoleLessonTerms, LessonTerms } from '../../../shared/lesson-api.js';
import { DEFAULT_LESSON_CANCEL_CUTOFF_HOURS, type GeoPoint } from '../../../shared/lesson-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';
import { updateBranchAudited } from './branch-update.js';

// A branch's terms for learners of practical lessons (decision 0047): the cancel cut-off,
// the home pickup radius and the branch's location the radius is measured from; beside them
// the school's standing (decision 0048), which names the certificate its learners earn.

const termsColumns = {
  branchId: branches.id,
  lessonCancelCutoffHours: branches.lessonCancelCutoffHours,
  lessonPickupRadiusKm: branches.lessonPickupRadiusKm,
  latitude: branches.latitude,
  longitude: branches.longitude,
  drivingSchoolLicence: branches.drivingSchoolLicence,
  adtcAccreditation: branches.adtcAccreditation,
};

type TermsRow = {
  branchId: number;
  lessonCancelCutoffHours: number;
  lessonPickupRadiusKm: number;
  latitude: number | null;
  longitude: number | null;
};

/** The console's form values: the learner terms as set, with the licence numbers. */
const consoleTermsOf = (row: ConsoleLessonTerms): ConsoleLessonTerms => ({
  branchId: row.branchId,
  lessonCancelCutoffHours: row.lessonCancelCutoffHours,
  lessonPickupRadiusKm: row.lessonPickupRadiusKm,
  latitude: row.latitude,
  longitude: row.longitude,
  drivingSchoolLicence: row.drivingSchoolLicence,
  adtcAccreditation: row.adtcAccreditation,
});

const termsOf = (row: TermsRow): LessonTerms & { location: GeoPoint | null } => {
  const location =
    row.latitude !== null && row.longitude !== null
      ? { latitude: row.latitude, longitude: row.longitude }
      : null;
  return {
    branchId: row.branchId,
    cancelCutoffHours: row.lessonCancelCutoffHours,
    homePickupRadiusKm: row.lessonPickupRadiusKm,
    homePickupOffered: location !== null && row.lessonPickupRadiusKm > 0,
    location,
  };
};

/** A branch's learner terms with its location (the defaults for a branch that does not exist). */
export async function lessonTermsOf(db: DbOrTx, branchId: number) {
  const [row] = await db.select(termsColumns).from(branches).where(eq(branches.id, branchId));
  return termsOf(
    row ?? {
      branchId,
      lessonCancelCutoffHours: DEFAULT_LESSON_CANCEL_CUTOFF_HOURS,
      lessonPickupRadiusKm: 0,
      latitude: null,
      longitude: null,
    },
  );
}

/** A branch's lesson terms and standing as the console's form shows them; 404 for no branch. */
export async function consoleLessonTermsOf(db: DbOrTx, branchId: number) {
  const [row] = await db.select(termsColumns).from(branches).where(eq(branches.id, branchId));
  if (!row) throw notFound('Branch not found.');
  return consoleTermsOf(row);
}

/**
 * A manager sets their branch's learner terms and the school's standing (audited as
 * `branch.lesson_terms`); what is not given stays as it was, a number given empty is cleared.
 * The location is given as both coordinates or neither.
 */
export async function updateLessonTerms(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  body: {
    lessonCancelCutoffHours?: number | undefined;
    lessonPickupRadiusKm?: number | undefined;
    latitude?: number | null | undefined;
    longitude?: number | null | undefined;
    drivingSchoolLicence?: string | null | undefined;
    adtcAccreditation?: string | null | undefined;
  },
): Promise<ConsoleLessonTerms> {
  const values = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<typeof branches.$inferInsert>;
  const row = await updateBranchAudited(db, staff, branchId, {
    action: 'branch.lesson_terms',
    columns: termsColumns,
    values,
  });
  return consoleTermsOf(row);
}
