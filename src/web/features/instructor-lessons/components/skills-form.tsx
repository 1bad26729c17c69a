import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { InstructorLesson, LessonSkillsBody } from '../../../../shared/lesson-progress-api';
import {
  LESSON_SKILL_GRADES,
  LESSON_SKILL_KEYS,
  type LessonSkillKey,
} from '../../../../shared/lesson-skills';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-client';
import { useSkillWords } from '../../../lib/use-skill-words';
import { useSaveSkills } from '../api/instructor-lessons-api';

/** Per skill: a grade ('' when not graded in this lesson) and a note. */
type Values = {
  skills: Record<LessonSkillKey, { grade: string; note: string }>;
  note: string;
};

function defaults(lesson: InstructorLesson): Values {
  const given = new Map(lesson.skills.map((s) => [s.skill, s]));
  const skills = Object.fromEntries(
    LESSON_SKILL_KEYS.map((key) => {
      const g = given.get(key);
      return [key, { grade: g ? String(g.grade) : '', note: g?.note ?? '' }];
    }),
  ) as Values['skills'];
  return { skills, note: lesson.note };
}

/** Only the skills graded in this lesson are sent; a note goes with its skill's grade. */
export function skillsBody(values: Values): LessonSkillsBody {
  return {
    skills: LESSON_SKILL_KEYS.flatMap((skill) => {
      const { grade, note } = values.skills[skill];
      return grade ? [{ skill, grade: Number(grade), note: note.trim() }] : [];
    }),
    note: values.note.trim(),
  };
}

/** The skills record of a taught lesson: a grade and note per syllabus skill, a lesson note. */
export function SkillsForm({ lesson }: { lesson: InstructorLesson }) {
  const { t } = useTranslation();
  const words = useSkillWords();
  const headingId = useId();
  const save = useSaveSkills();
  const { register, handleSubmit, control } = useForm<Values>({ defaultValues: defaults(lesson) });
  const before = new Map(lesson.progress.map((p) => [p.skill, p]));
  return (
    <section aria-labelledby={headingId} className="mt-4 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('instructorLessons.skills.heading')}
      </h3>
      <p className="text-sm text-slate-700">{t('instructorLessons.skills.hint')}</p>
      <form
        noValidate
        className="mt-3 space-y-4"
        onSubmit={handleSubmit((values) => save.mutate({ id: lesson.id, ...skillsBody(values) }))}
      >
        {LESSON_SKILL_KEYS.map((key) => (
          <SkillField
            key={key}
            lessonId={lesson.id}
            skill={key}
            name={words.skill(key)}
            before={before.get(key)?.grade ?? null}
            atMark={before.get(key)?.atMark ?? false}
            control={control}
            register={register}
          />
        ))}
        <div>
          <label
            htmlFor={`lesson-${lesson.id}-note`}
            className="mb-1 block text-sm font-semibold text-slate-800"
          >
            {t('instructorLessons.skills.lessonNote')}
          </label>
          <textarea
            id={`lesson-${lesson.id}-note`}
            className="field"
            rows={3}
            maxLength={2000}
            aria-describedby={`lesson-${lesson.id}-note-hint`}
            {...register('note')}
          />
          <p id={`lesson-${lesson.id}-note-hint`} className="mt-1 text-sm text-slate-500">
            {t('instructorLessons.skills.lessonNoteHint')}
          </p>
        </div>
        {save.isError && <ErrorAlert message={errorMessage(save.error)} />}
        <button type="submit" className="btn btn-primary w-full" disabled={save.isPending}>
          {save.isPending
            ? t('instructorLessons.skills.saving')
            : t('instructorLessons.skills.save')}
        </button>
        {save.isSuccess && (
          <p role="status" className="text-sm font-semibold text-green-800">
            {t('instructorLessons.skills.saved')}
          </p>
        )}
      </form>
    </section>
  );
}

function SkillField({
  lessonId,
  skill,
  name,
  before,
  atMark,
  control,
  register,
}: {
  lessonId: number;
  skill: LessonSkillKey;
  name: string;
  before: number | null;
  atMark: boolean;
  control: ReturnType<typeof useForm<Values>>['control'];
  register: ReturnType<typeof useForm<Values>>['register'];
}) {
  const { t } = useTranslation();
  const words = useSkillWords();
  // A note goes with a grade: the note field opens once the skill is graded.
  const graded = useWatch({ control, name: `skills.${skill}.grade` }) !== '';
  const id = `lesson-${lessonId}-${skill}`;
  const previous =
    before === null
      ? t('instructorLessons.skills.previousNone')
      : t('instructorLessons.skills.previous', {
          grade: t('instructorLessons.skills.grade', { grade: before, word: words.grade(before) }),
        });
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
        {name}
      </label>
      <p id={`${id}-before`} className="text-xs text-slate-600">
        {previous}
        {atMark && ` (${t('instructorLessons.skills.atMark')})`}
      </p>
      <select
        id={id}
        className="field mt-1"
        aria-describedby={`${id}-before`}
        {...register(`skills.${skill}.grade`)}
      >
        <option value="">{t('instructorLessons.skills.notGraded')}</option>
        {LESSON_SKILL_GRADES.map((g) => (
          <option key={g.grade} value={String(g.grade)}>
            {t('instructorLessons.skills.grade', { grade: g.grade, word: words.grade(g.grade) })}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-note`} className="mt-2 block text-xs font-semibold text-slate-800">
        {t('instructorLessons.skills.note', { skill: name })}
      </label>
      <input
        id={`${id}-note`}
        type="text"
        className="field"
        maxLength={500}
        disabled={!graded}
        {...register(`skills.${skill}.note`)}
      />
    </div>
  );
}
