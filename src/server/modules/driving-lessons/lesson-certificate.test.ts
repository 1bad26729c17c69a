import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonCertificateCheck } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import { LESSON_SKILLS } from '../../../shared/lesson-skills.js';
import {
  branches,
  drivingLessons,
  lessonCertificates,
  lessonPackages,
  lessonPurchases,
  lessonSkillGrades,
  users,
} from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lessonBranch, readyLearner } from '../../test/lesson-fixtures.js';
import { customerSession } from '../bookings/bookings-test-helpers.js';
import { staffCookie } from '../console-access/console-test-helpers.js';

// The practical course's training certificate (issue 34 item 5, decision 0048): issued on the
// first download of a package that earned it, the same one after, its form following the
// branch's standing, and the public check of its code.

let t: TestApp;
let branch: Awaited<ReturnType<typeof lessonBranch>>;
let adtcPackageId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  const admin = await staffCookie(t.app, t.db, null);
  branch = await lessonBranch(t, admin.cookie);
  const [adtc] = await t.db
    .insert(lessonPackages)
    .values({
      branchId: branch.branchId,
      kind: 'adtc_lmv',
      title: 'ADTC pattern car course',
      titleHi: 'एडीटीसी पैटर्न कार कोर्स',
      sessions: 21,
      sessionMinutes: 60,
      validityDays: 28,
      theoryHours: 8,
      pricePaise: 9_000_00,
    })
    .returning({ id: lessonPackages.id });
  adtcPackageId = adtc!.id;
});
afterAll(() => t.close());

type Learner = { id: number; cookie: string };
const CODE = /^DL-[A-HJKMNP-Z2-9]{10}$/;
const HOUR_MS = 3_600_000;

const setStanding = (standing: {
  drivingSchoolLicence: string | null;
  adtcAccreditation: string | null;
}) => t.db.update(branches).set(standing).where(eq(branches.id, branch.branchId));

/** Each lesson of this file at its own past hour: the car, instructor and learner are shared. */
let lessonSlot = 0;
const nextLessonStart = () => new Date(Date.now() - 20 * 24 * HOUR_MS + lessonSlot++ * 2 * HOUR_MS);

/**
 * A learner's paid purchase of `sessions` lessons, each taught (attendance marked), with
 * every syllabus skill graded `grade` in the last one, written directly as the instructor's
 * day would leave them.
 */
async function taughtPurchase(
  learner: Learner,
  opts: { packageId?: number; sessions?: number; grade?: number; minutes?: number } = {},
) {
  const sessions = opts.sessions ?? 3;
  const { purchaseId } = await readyLearner(t.db, learner.id, opts.packageId ?? branch.packageId, {
    sessions,
  });
  await t.db
    .update(lessonPurchases)
    .set({ sessionsUsed: sessions })
    .where(eq(lessonPurchases.id, purchaseId));
  const [purchase] = await t.db
    .select()
    .from(lessonPurchases)
    .where(eq(lessonPurchases.id, purchaseId));
  const lessonIds: number[] = [];
  for (let i = 0; i < sessions; i += 1) {
    const startsAt = nextLessonStart();
    const [lesson] = await t.db
      .insert(drivingLessons)
      .values({
        branchId: branch.branchId,
        packageId: purchase!.packageId,
        learnerId: learner.id,
        instructorId: branch.instructorId,
        carId: branch.target.car.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + (opts.minutes ?? 60) * 60_000),
        status: 'completed',
        purchaseId,
        attendanceMarkedAt: startsAt,
      })
      .returning({ id: drivingLessons.id });
    lessonIds.push(lesson!.id);
  }
  await t.db.insert(lessonSkillGrades).values(
    LESSON_SKILLS.map((s, i) => ({
      lessonId: lessonIds.at(-1)!,
      skill: s.key,
      // The first skill at the grade asked; the others one above the mark.
      grade: i === 0 ? (opts.grade ?? 4) : 5,
    })),
  );
  return purchaseId;
}

const branchName = async () =>
  (await t.db.select().from(branches).where(eq(branches.id, branch.branchId)))[0]!.name;
const download = (learner: Learner, purchaseId: number) =>
  t.app.inject({
    url: `/api/lessons/purchases/${purchaseId}/certificate.pdf`,
    headers: { cookie: learner.cookie },
  });
const check = (code: string, lang?: 'en' | 'hi') =>
  t.app.inject({ url: `/api/lessons/certificates/${code}${lang ? `?lang=${lang}` : ''}` });
const certificateOf = async (purchaseId: number) =>
  t.db.select().from(lessonCertificates).where(eq(lessonCertificates.purchaseId, purchaseId));
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');

describe('downloading the training certificate', () => {
  it('is refused with the reason while a skill is below the mark, and issues nothing', async () => {
    await setStanding({ drivingSchoolLicence: null, adtcAccreditation: null });
    const learner = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(learner, { grade: 3 });
    const res = await download(learner, purchaseId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.certificateNotEarned });
    expect(await certificateOf(purchaseId)).toEqual([]);
  });

  it('is refused while a lesson of the package is still booked', async () => {
    const learner = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(learner);
    const [lesson] = await t.db
      .select({ id: drivingLessons.id })
      .from(drivingLessons)
      .where(eq(drivingLessons.purchaseId, purchaseId));
    await t.db
      .update(drivingLessons)
      .set({ status: 'booked', attendanceMarkedAt: null })
      .where(eq(drivingLessons.id, lesson!.id));
    const res = await download(learner, purchaseId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.certificateNotEarned });
  });

  it("answers 404 for another learner's purchase and asks a visitor to sign in", async () => {
    const owner = await customerSession(t.app, t.db);
    const other = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(owner);
    const res = await download(other, purchaseId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: M.purchaseNotFound });
    expect(await certificateOf(purchaseId)).toEqual([]);
    const anonymous = await t.app.inject({
      url: `/api/lessons/purchases/${purchaseId}/certificate.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await download(owner, 0);
    expect(bad.statusCode).toBe(400);
  });

  it('issues a DL- certificate once earned, with the facts as they stood, the same one after', async () => {
    await setStanding({ drivingSchoolLicence: null, adtcAccreditation: null });
    const learner = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(learner, { sessions: 3, minutes: 45 });
    const [user] = await t.db.select().from(users).where(eq(users.id, learner.id));

    // Two downloads at once issue one certificate.
    const [first, second] = await Promise.all([
      download(learner, purchaseId),
      download(learner, purchaseId),
    ]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await certificateOf(purchaseId);
    expect(rows).toHaveLength(1);
    const cert = rows[0]!;
    expect(cert.code).toMatch(CODE);
    expect(cert).toMatchObject({
      userId: learner.id,
      learnerName: user!.name,
      packageTitle: '10 lessons of 60 minutes',
      packageTitleHi: '60 मिनट के 10 पाठ',
      branchName: await branchName(),
      form: 'school',
      standingNumber: null,
      practicalMinutes: 135,
      theoryHours: 0,
    });
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['cache-control']).toBe('no-store');
    for (const res of [first, second]) {
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="training-certificate-${cert.code}.pdf"`,
      );
    }

    // Renamed later, the learner's certificate keeps the name it was issued to.
    await t.db.update(users).set({ name: 'Renamed Later' }).where(eq(users.id, learner.id));
    const again = await download(learner, purchaseId);
    expect(again.headers['content-disposition']).toContain(cert.code);
    expect(pdfText(again.rawPayload)).toContain(user!.name);
    expect(await certificateOf(purchaseId)).toHaveLength(1);
  });
});

describe("the certificate's form follows the branch's standing", () => {
  const issue = async (packageId: number, sessions?: number) => {
    const learner = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(learner, { packageId, sessions });
    const res = await download(learner, purchaseId);
    expect(res.statusCode, res.body).toBe(200);
    return { cert: (await certificateOf(purchaseId))[0]!, text: pdfText(res.rawPayload) };
  };

  it('Form 5B for the ADTC course at an accredited centre, under rule 31E', async () => {
    await setStanding({ drivingSchoolLicence: 'CG07/DS/0042', adtcAccreditation: 'ADTC/CG/7' });
    const { cert, text } = await issue(adtcPackageId, 21);
    expect(cert).toMatchObject({ form: 'form_5b', standingNumber: 'ADTC/CG/7', theoryHours: 8 });
    expect(text).toContain('Form 5B — Certificate of training (accredited driver training centre)');
    expect(text).toContain('rule 31E of the Central Motor Vehicles Rules, 1989');
    expect(text).toContain('accreditation no. ADTC/CG/7');
  });

  it('Form 5, not 5B, for the ADTC course with fewer than its 21 practical hours taught', async () => {
    const { cert } = await issue(adtcPackageId, 20);
    expect(cert).toMatchObject({ form: 'form_5', standingNumber: 'CG07/DS/0042' });
  });

  it('Form 5 for a short package at the same branch: the accreditation is for its course', async () => {
    const { cert, text } = await issue(branch.packageId);
    expect(cert).toMatchObject({ form: 'form_5', standingNumber: 'CG07/DS/0042' });
    expect(text).toContain('Form 5 — Driving certificate issued by a driving school');
    expect(text).toContain('rule 27(d)');
    expect(text).toContain('licence no. CG07/DS/0042');
  });

  it('Form 5 at a licensed school without accreditation, even for the ADTC course', async () => {
    await setStanding({ drivingSchoolLicence: 'CG07/DS/0042', adtcAccreditation: null });
    const { cert } = await issue(adtcPackageId);
    expect(cert).toMatchObject({ form: 'form_5', standingNumber: 'CG07/DS/0042' });
  });

  it("the school's own with neither, saying it is no certificate under the rules", async () => {
    await setStanding({ drivingSchoolLicence: null, adtcAccreditation: null });
    const { cert, text } = await issue(adtcPackageId);
    expect(cert).toMatchObject({ form: 'school', standingNumber: null });
    expect(text).toContain('Certificate of practical driving training');
    expect(text).toContain('It is not a certificate under the Motor Vehicles rules');
    expect(text).not.toContain('Form 5 —');
  });
});

describe('the PDF', () => {
  it('prints the Devanagari name in reading order, both languages, the code and the link', async () => {
    await setStanding({ drivingSchoolLicence: null, adtcAccreditation: 'ADTC/CG/7' });
    const learner = await customerSession(t.app, t.db);
    await t.db.update(users).set({ name: 'कृष्णमूर्ति साहू' }).where(eq(users.id, learner.id));
    const purchaseId = await taughtPurchase(learner, { packageId: adtcPackageId, sessions: 21 });
    const res = await download(learner, purchaseId);
    expect(res.statusCode, res.body).toBe(200);
    const { code } = (await certificateOf(purchaseId))[0]!;
    expect(execFileSync('pdfinfo', ['-'], { input: res.rawPayload }).toString()).toMatch(
      /Pages:\s+1\n/,
    );
    const text = pdfText(res.rawPayload);
    // A lesson after the issue grades a skill lower: the certificate prints what it was issued on.
    const startsAt = new Date(Date.now() + 3 * 24 * HOUR_MS);
    const [later] = await t.db
      .insert(drivingLessons)
      .values({
        branchId: branch.branchId,
        packageId: branch.packageId,
        learnerId: learner.id,
        instructorId: branch.instructorId,
        carId: branch.target.car.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + HOUR_MS),
        status: 'completed',
        attendanceMarkedAt: startsAt,
      })
      .returning({ id: drivingLessons.id });
    await t.db
      .insert(lessonSkillGrades)
      .values({ lessonId: later!.id, skill: 'steering', grade: 2 });
    const reprinted = pdfText((await download(learner, purchaseId)).rawPayload);
    expect(reprinted).toContain('Steering: Independent');
    expect(reprinted).not.toContain('Steering: Under full instruction');
    for (const words of [
      'कृष्णमूर्ति साहू',
      'This is to certify that',
      'प्रमाणित किया जाता है कि',
      'Form 5B — Certificate of training (accredited driver training centre)',
      'फ़ॉर्म 5B — प्रशिक्षण प्रमाणपत्र',
      'ADTC pattern car course',
      'एडीटीसी पैटर्न कार कोर्स',
      'Practical driving taught: 21 hours · Theory: 8 hours (online course)',
      'सिखाई गई व्यावहारिक ड्राइविंग: 21 घंटे · थ्योरी: 8 घंटे (ऑनलाइन कोर्स)',
      'Controls and moving off: Seldom prompted',
      'नियंत्रण और गाड़ी आगे बढ़ाना: कभी-कभार बताना पड़ता है',
      'Steering: Independent',
      `Verification code · सत्यापन कोड: ${code}`,
      `/certificate/${code}`,
    ]) {
      expect(text).toContain(words);
    }
  });
});

describe('the public check of a code', () => {
  it('answers the name, package, branch, form, hours and date only, in the asked language', async () => {
    await setStanding({ drivingSchoolLicence: null, adtcAccreditation: 'ADTC/CG/7' });
    const learner = await customerSession(t.app, t.db);
    const purchaseId = await taughtPurchase(learner, {
      packageId: adtcPackageId,
      sessions: 15,
      minutes: 90,
    });
    expect((await download(learner, purchaseId)).statusCode).toBe(200);
    const cert = (await certificateOf(purchaseId))[0]!;

    const en = await check(cert.code, 'en');
    expect(en.statusCode, en.body).toBe(200);
    expect(en.json<LessonCertificateCheck>()).toEqual({
      code: cert.code,
      learnerName: cert.learnerName,
      packageTitle: 'ADTC pattern car course',
      branchName: await branchName(),
      form: 'form_5b',
      practicalHours: 22.5,
      theoryHours: 8,
      issuedAt: cert.issuedAt.toISOString(),
    });
    const hi = await check(cert.code.toLowerCase(), 'hi');
    expect(hi.json()).toMatchObject({ code: cert.code, packageTitle: 'एडीटीसी पैटर्न कार कोर्स' });
  });

  it('answers 404 with the sentence for a code no certificate has', async () => {
    const res = await check('DL-ABCDEFGH23');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: M.certificateNotFound });
  });
});

describe('the public check under rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'true' } });
  });
  afterAll(() => limited.close());

  it('slows a guesser: 60 checks in 15 minutes from one address, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await limited.app.inject({ url: `/api/lessons/certificates/DL-GUESS${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
