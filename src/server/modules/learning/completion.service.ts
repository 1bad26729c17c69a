import { and, eq, gte } from 'drizzle-orm';
import type { Language } from '../../../shared/language.js';
import { PASS_PERCENT } from '../../../shared/learning-quiz.js';
import type { Db } from '../../db/client.js';
import { bankAttempts, courseCertificates, courses, users } from '../../db/schema.js';
import { certificateCodeChars } from '../../lib/certificate-code.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import type { CourseRow } from './catalogue.queries.js';
import { courseTexts } from './course-view.js';
import { requireEnrolled } from './study.service.js';
import { doneLessonIds, listLessonTitles } from './study.queries.js';
import { must } from '../../../shared/must.js';

export const CERTIFICATE_NOT_FOUND =
  'No certificate has this code. Please check the code as printed on the certificate.';
export const LESSONS_NOT_DONE = 'Mark every lesson done to complete the course.';
export const FINAL_TEST_NOT_PASSED = "Pass the course's final mock test to complete the course.";
export const MOCK_TEST_NOT_PASSED = 'Pass a mock test of this question bank to complete it.';

export const CERTIFICATE_CODE = /^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/;

export function newCertificateCode() {
  return `${certificateCodeChars(4)}-${certificateCodeChars(4)}-${certificateCodeChars(4)}`;
}

async function passedMock(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ id: bankAttempts.id })
    .from(bankAttempts)
    .where(
      and(
        eq(bankAttempts.userId, userId),
        eq(bankAttempts.courseId, courseId),
        eq(bankAttempts.mode, 'mock'),
        gte(bankAttempts.percent, PASS_PERCENT),
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function findCertificate(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(courseCertificates)
    .where(and(eq(courseCertificates.userId, userId), eq(courseCertificates.courseId, courseId)));
  return row;
}

/** The course's final test (a question bank) and the learner's certificate, for the course page. */
export async function courseCompletion(
  db: Db,
  row: CourseRow,
  userId: number | null,
  lang: Language,
) {
  let finalTest: { slug: string; title: string; passed: boolean } | null = null;
  if (row.finalTestId !== null) {
    const [test] = await db.select().from(courses).where(eq(courses.id, row.finalTestId));
    if (test && test.status === 'live') {
      finalTest = {
        slug: test.slug,
        title: courseTexts(test, lang).title,
        passed: userId !== null && (await passedMock(db, userId, test.id)),
      };
    }
  }
  const certificate = userId === null ? undefined : await findCertificate(db, userId, row.id);
  return { finalTest, certificateCode: certificate?.code ?? null };
}

/**
 * Issues (once) the certificate of a completed course: every lesson done and its final test
 * passed; a question bank is complete once one of its mock tests is passed.
 */
export async function issueCertificate(db: Db, userId: number, course: CourseRow) {
  await requireEnrolled(db, userId, course);
  const existing = await findCertificate(db, userId, course.id);
  if (existing) return existing;
  if (course.category === 'qb') {
    if (!(await passedMock(db, userId, course.id))) throw badRequest(MOCK_TEST_NOT_PASSED);
  } else {
    const [lessons, done] = await Promise.all([
      listLessonTitles(db, course.id),
      doneLessonIds(db, userId, course.id),
    ]);
    if (lessons.some((l) => !done.has(l.id))) throw badRequest(LESSONS_NOT_DONE);
    if (course.finalTestId !== null && !(await passedMock(db, userId, course.finalTestId))) {
      throw badRequest(FINAL_TEST_NOT_PASSED);
    }
  }
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error('Expected the learner, found none.');
  await db
    .insert(courseCertificates)
    .values({
      code: newCertificateCode(),
      userId,
      courseId: course.id,
      learnerName: user.name,
    })
    .onConflictDoNothing({ target: [courseCertificates.userId, courseCertificates.courseId] });
  return must(await findCertificate(db, userId, course.id), 'the certificate just issued');
}

/** The public check: the learner's name, the course and the date, nothing else. */
export async function verifyCertificate(db: Db, code: string, lang: Language) {
  const [row] = await db
    .select({
      code: courseCertificates.code,
      learnerName: courseCertificates.learnerName,
      issuedAt: courseCertificates.issuedAt,
      hasEnglish: courses.hasEnglish,
      title: courses.title,
      summary: courses.summary,
      titleHi: courses.titleHi,
      summaryHi: courses.summaryHi,
    })
    .from(courseCertificates)
    .innerJoin(courses, eq(courses.id, courseCertificates.courseId))
    .where(eq(courseCertificates.code, code.toUpperCase()));
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return {
    code: row.code,
    learnerName: row.learnerName,
    courseTitle: courseTexts(row, lang).title,
    issuedAt: row.issuedAt.toISOString(),
  };
}

/** The owner's certificate with the course's English title (the PDF is printed in English). */
export async function certificateForPdf(db: Db, userId: number, course: CourseRow) {
  const cert = await findCertificate(db, userId, course.id);
  // 409, not 404: the course is theirs, its certificate is not earned yet.
  if (!cert) throw conflict('This course has no certificate for you yet. Complete it first.');
  return {
    code: cert.code,
    learnerName: cert.learnerName,
    courseTitle: course.hasEnglish ? course.title : (course.titleHi ?? course.title),
    instructor: course.instructorDisplay,
    issuedAt: cert.issuedAt,
  };
}
