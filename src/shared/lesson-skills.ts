// The practical course's syllabus and the instructor's grades (issue 34 items 4 and 5, decision
// 0048): what the instructor records after each lesson, what the learner sees as progress, and
// when a package has earned its training certificate. Pure rules for the server and the web.
import { ADTC_LMV } from './lesson-rules.js';

/** The skills a light motor vehicle learner is taught and graded on, in teaching order. */
export const LESSON_SKILLS = [
  { key: 'controls', en: 'Controls and moving off', hi: 'नियंत्रण और गाड़ी आगे बढ़ाना' },
  { key: 'clutch_gears', en: 'Clutch and gears', hi: 'क्लच और गियर' },
  { key: 'steering', en: 'Steering', hi: 'स्टीयरिंग' },
  { key: 'mirrors_signals', en: 'Mirrors and signals', hi: 'शीशे और संकेत' },
  { key: 'turns_junctions', en: 'Turns and junctions', hi: 'मोड़ और चौराहे' },
  { key: 'reversing', en: 'Reversing', hi: 'गाड़ी पीछे करना' },
  { key: 'parking', en: 'Parking', hi: 'पार्किंग' },
  { key: 'hill_start', en: 'Hill start', hi: 'चढ़ाई पर गाड़ी शुरू करना' },
  { key: 'traffic', en: 'Driving in traffic', hi: 'ट्रैफ़िक में गाड़ी चलाना' },
  { key: 'night_highway', en: 'Night and highway driving', hi: 'रात में और हाईवे पर गाड़ी चलाना' },
] as const;
export type LessonSkillKey = (typeof LESSON_SKILLS)[number]['key'];
export const LESSON_SKILL_KEYS = LESSON_SKILLS.map((s) => s.key) as [
  LessonSkillKey,
  ...LessonSkillKey[],
];

/**
 * The grade scale (as driving instructors' progress records grade): 1 introduced, 2 under full
 * instruction, 3 needs prompting, 4 seldom prompted, 5 independent. The mark a skill must reach
 * for the certificate is 4: the learner drives it without the instructor's help but for a rare
 * prompt, which is what the licence test asks.
 */
export const LESSON_SKILL_GRADES = [
  { grade: 1, en: 'Introduced', hi: 'परिचय हुआ' },
  { grade: 2, en: 'Under full instruction', hi: 'पूरे निर्देश के साथ' },
  { grade: 3, en: 'Needs prompting', hi: 'बताने पर करता है' },
  { grade: 4, en: 'Seldom prompted', hi: 'कभी-कभार बताना पड़ता है' },
  { grade: 5, en: 'Independent', hi: 'स्वयं करता है' },
] as const;
export const LESSON_SKILL_GRADE_MIN = 1;
export const LESSON_SKILL_GRADE_MAX = 5;
export const LESSON_SKILL_MARK = 4;

/** The instructor may mark attendance from this many minutes before the lesson starts. */
export const ATTENDANCE_OPENS_MINUTES_BEFORE = 15;

/** One grade given to one skill in one lesson. */
export interface SkillGrade {
  skill: LessonSkillKey;
  grade: number;
  /** When the lesson it was given in started (the latest lesson's grade is the skill's). */
  lessonStartsAt: Date;
}

/** Each syllabus skill's latest grade (null: not graded yet), in syllabus order. */
export function skillProgress(
  grades: readonly SkillGrade[],
): { skill: LessonSkillKey; grade: number | null; atMark: boolean }[] {
  const latest = new Map<LessonSkillKey, SkillGrade>();
  for (const g of grades) {
    const seen = latest.get(g.skill);
    if (!seen || g.lessonStartsAt.getTime() >= seen.lessonStartsAt.getTime())
      latest.set(g.skill, g);
  }
  return LESSON_SKILLS.map(({ key }) => {
    const grade = latest.get(key)?.grade ?? null;
    return { skill: key, grade, atMark: grade !== null && grade >= LESSON_SKILL_MARK };
  });
}

/** What a purchase's lessons add up to, for completion. */
export interface PackageTally {
  sessions: number;
  /** Sessions booked, taught, missed or cancelled late (the purchase's `sessions_used`). */
  used: number;
  /** Lessons marked taught (the learner came). */
  attended: number;
  /** Booked lessons still to be taught or marked. */
  open: number;
}

/**
 * Why a package has not earned its certificate yet, or null when it has. The package is done
 * when every session is used and none is still to be taught or marked; a no-show or a late
 * cancel used its session (the certificate states the hours actually taught), but a package
 * with nothing taught earns nothing. Then every skill must be at the mark.
 */
export function certificateShortfall(
  tally: PackageTally,
  progress: readonly { atMark: boolean }[],
): 'lessons_open' | 'sessions_not_taught' | 'skills_below_mark' | null {
  if (tally.open > 0) return 'lessons_open';
  if (tally.used < tally.sessions || tally.attended === 0) return 'sessions_not_taught';
  if (!progress.every((p) => p.atMark)) return 'skills_below_mark';
  return null;
}

/**
 * Which certificate a branch's school issues (CMVR 1989): an accredited driver training centre
 * issues Form 5B (rule 31E) for its accredited course taught in full (the light motor vehicle
 * course's 21 practical hours), a licensed driving school Form 5 (rule 27(d)); a school with
 * neither issues its own certificate, which is no licence paper.
 */
export type LessonCertificateForm = 'form_5b' | 'form_5' | 'school';
export function certificateForm(
  packageKind: 'adtc_lmv' | 'short',
  branch: { adtcAccreditation: string | null; drivingSchoolLicence: string | null },
  taughtMinutes: number,
): LessonCertificateForm {
  const fullCourse = taughtMinutes >= ADTC_LMV.practicalHours * 60;
  if (packageKind === 'adtc_lmv' && branch.adtcAccreditation && fullCourse) return 'form_5b';
  if (branch.drivingSchoolLicence) return 'form_5';
  return 'school';
}

/** Lesson certificate codes start with this, so one verification page tells them apart. */
export const LESSON_CERTIFICATE_PREFIX = 'DL-';
