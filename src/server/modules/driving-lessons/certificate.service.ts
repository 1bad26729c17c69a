import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language.js';
import type { LessonCertificateCheck } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import {
  certificateForm,
  LESSON_CERTIFICATE_PREFIX,
  skillProgress,
} from '../../../shared/lesson-skills.js';
import { must } from '../../../shared/must.js';
import type { Db } from '../../db/client.js';
import { lessonCertificates, users } from '../../db/schema.js';
import { certificateCodeChars } from '../../lib/certificate-code.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import {
  certificateByCode,
  certificateOfPurchase,
  purchaseForCertificate,
  taughtLessons,
} from './certificate.queries.js';
import { learnerGrades, purchaseProgress } from './progress.queries.js';

// The practical course's training certificate (issue 34 item 5, decision 0048): issued on the
// learner's first download of a package that earned it, then the same one every time.

export const newLessonCertificateCode = () =>
  `${LESSON_CERTIFICATE_PREFIX}${certificateCodeChars(10)}`;

/**
 * The learner's certificate of a purchase, issued now if it has none and has earned it (every
 * session used, some taught, none still booked, every skill at the mark): 404 for a purchase not theirs, 409 when not earned.
 */
export async function issueLessonCertificate(db: Db, userId: number, purchaseId: number) {
  const purchase = await purchaseForCertificate(db, userId, purchaseId);
  if (!purchase) throw notFound(M.purchaseNotFound);
  const existing = await certificateOfPurchase(db, purchaseId);
  if (existing) return { purchase, certificate: existing };
  await db.transaction(async (tx) => {
    const progress = await purchaseProgress(tx, userId, purchaseId);
    if (progress.shortfall !== null) throw conflict(M.certificateNotEarned);
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
    const taught = await taughtLessons(tx, purchaseId);
    const form = certificateForm(purchase.kind, purchase, taught.minutes);
    // Two downloads at once: the unique index lets one insert, the other does nothing.
    await tx
      .insert(lessonCertificates)
      .values({
        code: newLessonCertificateCode(),
        purchaseId,
        userId,
        learnerName: must(user, 'the learner').name,
        packageTitle: purchase.title,
        packageTitleHi: purchase.titleHi,
        branchName: purchase.branchName,
        form,
        standingNumber:
          form === 'form_5b'
            ? purchase.adtcAccreditation
            : form === 'form_5'
              ? purchase.drivingSchoolLicence
              : null,
        practicalMinutes: taught.minutes,
        theoryHours: purchase.theoryHours,
      })
      .onConflictDoNothing({ target: lessonCertificates.purchaseId });
  });
  const certificate = must(await certificateOfPurchase(db, purchaseId), 'the certificate issued');
  return { purchase, certificate };
}

/** What the PDF prints: the certificate, its period and the grades it was issued on. */
export async function lessonCertificateForPdf(db: Db, userId: number, purchaseId: number) {
  const { certificate } = await issueLessonCertificate(db, userId, purchaseId);
  const [taught, grades] = await Promise.all([
    taughtLessons(db, purchaseId),
    learnerGrades(db, [userId]),
  ]);
  // The grades it was issued on: a later lesson (a new package) does not change a printed one.
  const issued = certificate.issuedAt.getTime();
  return {
    certificate,
    firstLessonAt: taught.first ?? certificate.issuedAt,
    lastLessonAt: taught.last ?? certificate.issuedAt,
    skills: skillProgress(grades.filter((g) => g.lessonStartsAt.getTime() <= issued)),
  };
}

/** Practical minutes as hours, to two places (the public check's figure). */
export const practicalHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/** The public check: the learner's name, the package, the branch, form, hours and date. */
export async function checkLessonCertificate(
  db: Db,
  code: string,
  lang: Language,
): Promise<LessonCertificateCheck> {
  const row = await certificateByCode(db, code.trim().toUpperCase());
  if (!row) throw notFound(M.certificateNotFound);
  return {
    code: row.code,
    learnerName: row.learnerName,
    packageTitle: lang === 'hi' ? row.packageTitleHi : row.packageTitle,
    branchName: row.branchName,
    form: row.form,
    practicalHours: practicalHours(row.practicalMinutes),
    theoryHours: row.theoryHours,
    issuedAt: row.issuedAt.toISOString(),
  };
}
