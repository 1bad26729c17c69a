import { useTranslation } from 'react-i18next';
import type { LessonProgress } from '../../../../shared/lesson-progress-api';
import { LESSON_SKILL_GRADE_MAX } from '../../../../shared/lesson-skills';
import { useSkillWords } from '../../../lib/use-skill-words';

/** Each syllabus skill with its latest grade: the word, a bar, "x/5", and whether it is at the mark. */
export function SkillProgressList({ skills }: { skills: LessonProgress['skills'] }) {
  const { t } = useTranslation();
  const words = useSkillWords();
  return (
    <ul className="space-y-3">
      {skills.map((s) => (
        <li key={s.skill} data-testid={`skill-${s.skill}`}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-semibold text-slate-900">{words.skill(s.skill)}</span>
            <span className="text-sm text-slate-700">
              {s.grade === null
                ? t('lessons.progress.notGraded')
                : `${t('lessons.progress.outOf', { grade: s.grade })} ${words.grade(s.grade)}`}
            </span>
          </div>
          <div className="mt-1 flex items-center gap-2">
            <div
              className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              aria-hidden="true"
            >
              <div
                className={`h-full rounded-full ${s.atMark ? 'bg-green-600' : 'bg-brand-600'}`}
                style={{ width: `${((s.grade ?? 0) / LESSON_SKILL_GRADE_MAX) * 100}%` }}
              />
            </div>
            {s.atMark && (
              <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-bold text-green-900">
                {t('lessons.progress.atMark')}
              </span>
            )}
          </div>
          {s.note && (
            <p className="mt-1 text-sm text-slate-600">
              {t('lessons.progress.skillNote', { note: s.note })}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
