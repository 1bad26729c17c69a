import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { LessonProgress } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import {
  certificateShortfall,
  LESSON_SKILL_KEYS,
  skillProgress,
  type LessonSkillKey,
  type SkillGrade,
} from '../../../shared/lesson-skills.js';
import type { DbOrTx } from '../../db/client.js';
import {
  drivingLessons,
  lessonCertificates,
  lessonPurchases,
  lessonReadiness,
  lessonSkillGrades,
} from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';

/** One grade of a learner's taught lesson, with the note the instructor gave it. */
export interface LearnerGrade extends SkillGrade {
  learnerId: number;
  lessonId: number;
  note: string;
}

const isSkill = (key: string): key is LessonSkillKey =>
  (LESSON_SKILL_KEYS as readonly string[]).includes(key);

/** Every grade of these learners' taught lessons (any package), oldest lesson first. */
export async function learnerGrades(db: DbOrTx, learnerIds: number[]): Promise<LearnerGrade[]> {
  if (learnerIds.length === 0) return [];
  const rows = await db
    .select({
      learnerId: drivingLessons.learnerId,
      lessonId: drivingLessons.id,
      lessonStartsAt: drivingLessons.startsAt,
      skill: lessonSkillGrades.skill,
      grade: lessonSkillGrades.grade,
      note: lessonSkillGrades.note,
    })
    .from(lessonSkillGrades)
    .innerJoin(drivingLessons, eq(drivingLessons.id, lessonSkillGrades.lessonId))
    .where(
      and(inArray(drivingLessons.learnerId, learnerIds), eq(drivingLessons.status, 'completed')),
    )
    .orderBy(asc(drivingLessons.startsAt), asc(drivingLessons.id));
  // A skill dropped from the syllabus keeps its old rows; they grade nothing now.
  return rows.flatMap(({ skill, ...r }) => (isSkill(skill) ? [{ ...r, skill }] : []));
}

/** Each syllabus skill's latest grade (as `skillProgress`) with the note given with it. */
export function progressWithNotes(grades: readonly LearnerGrade[]) {
  const latestNote = new Map<LessonSkillKey, LearnerGrade>();
  for (const g of grades) {
    const seen = latestNote.get(g.skill);
    if (!seen || g.lessonStartsAt.getTime() >= seen.lessonStartsAt.getTime())
      latestNote.set(g.skill, g);
  }
  return skillProgress(grades).map((p) => ({ ...p, note: latestNote.get(p.skill)?.note ?? '' }));
}

/**
 * A learner's progress on one paid package of theirs (404 for anyone else's): its lessons
 * taught, missed and still booked, each skill's latest grade over all their lessons, the
 * instructors' notes, the readiness for the test and what the certificate still needs. The
 * training certificate decides its eligibility from this too.
 */
export async function purchaseProgress(
  db: DbOrTx,
  userId: number,
  purchaseId: number,
): Promise<LessonProgress> {
  const [purchase] = await db
    .select({
      id: lessonPurchases.id,
      sessions: lessonPurchases.sessions,
      sessionsUsed: lessonPurchases.sessionsUsed,
    })
    .from(lessonPurchases)
    .where(
      and(
        eq(lessonPurchases.id, purchaseId),
        eq(lessonPurchases.userId, userId),
        eq(lessonPurchases.status, 'paid'),
      ),
    );
  if (!purchase) throw notFound(M.purchaseNotFound);
  const [lessons, grades, readiness, certificate] = await Promise.all([
    db
      .select({
        id: drivingLessons.id,
        status: drivingLessons.status,
        startsAt: drivingLessons.startsAt,
        note: drivingLessons.instructorNote,
      })
      .from(drivingLessons)
      .where(eq(drivingLessons.purchaseId, purchase.id))
      .orderBy(desc(drivingLessons.startsAt), desc(drivingLessons.id)),
    learnerGrades(db, [userId]),
    db.select().from(lessonReadiness).where(eq(lessonReadiness.purchaseId, purchase.id)),
    db
      .select({ code: lessonCertificates.code })
      .from(lessonCertificates)
      .where(eq(lessonCertificates.purchaseId, purchase.id)),
  ]);
  const count = (status: string) => lessons.filter((l) => l.status === status).length;
  const tally = {
    sessions: purchase.sessions,
    used: purchase.sessionsUsed,
    attended: count('completed'),
    open: count('booked'),
  };
  const skills = progressWithNotes(grades);
  const ready = readiness[0];
  return {
    purchaseId: purchase.id,
    sessions: purchase.sessions,
    sessionsUsed: purchase.sessionsUsed,
    attended: tally.attended,
    noShows: count('no_show'),
    open: tally.open,
    skills,
    notes: lessons
      .filter((l) => l.status === 'completed' && l.note.trim() !== '')
      .map((l) => ({ lessonId: l.id, startsAt: l.startsAt.toISOString(), note: l.note })),
    readyForTest: ready !== undefined,
    readyMarkedAt: ready?.markedAt.toISOString() ?? null,
    shortfall: certificateShortfall(tally, skills),
    certificateCode: certificate[0]?.code ?? null,
  };
}
