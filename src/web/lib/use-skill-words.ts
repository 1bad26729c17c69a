import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { languageOfTag } from '../../shared/language';
import {
  LESSON_SKILL_GRADES,
  LESSON_SKILLS,
  type LessonSkillKey,
} from '../../shared/lesson-skills';

/**
 * The syllabus's skill names and grade words in the page's language (both are written in both
 * languages in shared/lesson-skills.ts), for the instructor's day and the learner's progress.
 */
export function useSkillWords() {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return useMemo(
    () => ({
      skill: (key: LessonSkillKey) => LESSON_SKILLS.find((s) => s.key === key)?.[language] ?? key,
      grade: (grade: number) =>
        LESSON_SKILL_GRADES.find((g) => g.grade === grade)?.[language] ?? String(grade),
    }),
    [language],
  );
}
