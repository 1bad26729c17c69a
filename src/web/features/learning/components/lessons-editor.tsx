import { useTranslation } from 'react-i18next';
import type { CourseDraft } from '../../../../shared/learning-authoring';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { LESSON_PICTURE_UPLOAD } from '../lib/cover-uploads';

type Lesson = NonNullable<CourseDraft['lessons']>[number];

export const emptyLesson = (): Lesson => ({
  title: '',
  bodyHtml: '',
  titleHi: '',
  bodyHtmlHi: '',
  videoUrl: '',
});

const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

/** Lessons of a course: in English, Hindi or both, each with rich text and an optional video. */
export function LessonsEditor({
  lessons,
  onChange,
}: {
  lessons: Lesson[];
  onChange: (l: Lesson[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Lesson>) =>
    onChange(lessons.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-slate-900">{t('learning.editor.lessons')}</legend>
      {lessons.map((l, i) => (
        <div key={i} className="space-y-3 rounded-xl border border-slate-200 p-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-bold text-slate-700">
              {t('school.editor.english')}
            </legend>
            <label className="block text-sm font-semibold text-slate-800">
              {t('school.editor.lessonTitleEn', { n: i + 1 })}
              <input
                className={input}
                value={l.title ?? ''}
                onChange={(e) => set(i, { title: e.target.value })}
              />
            </label>
            <RichTextField
              label={t('school.editor.lessonTextEn', { n: i + 1 })}
              value={l.bodyHtml ?? ''}
              onChange={(bodyHtml) => set(i, { bodyHtml })}
              uploadUrl={LESSON_PICTURE_UPLOAD}
            />
          </fieldset>
          <fieldset className="space-y-2" lang="hi-IN">
            <legend className="text-sm font-bold text-slate-700">{t('school.editor.hindi')}</legend>
            <label className="block text-sm font-semibold text-slate-800">
              {t('school.editor.lessonTitleHi', { n: i + 1 })}
              <input
                className={input}
                value={l.titleHi ?? ''}
                onChange={(e) => set(i, { titleHi: e.target.value })}
              />
            </label>
            <RichTextField
              label={t('school.editor.lessonTextHi', { n: i + 1 })}
              value={l.bodyHtmlHi ?? ''}
              onChange={(bodyHtmlHi) => set(i, { bodyHtmlHi })}
              uploadUrl={LESSON_PICTURE_UPLOAD}
            />
          </fieldset>
          <label className="block text-sm font-semibold text-slate-800">
            {t('school.editor.video', { n: i + 1 })}
            <input
              className={input}
              type="url"
              inputMode="url"
              value={l.videoUrl ?? ''}
              onChange={(e) => set(i, { videoUrl: e.target.value })}
            />
          </label>
          <button
            type="button"
            className="btn"
            onClick={() => onChange(lessons.filter((_, n) => n !== i))}
          >
            {t('learning.editor.removeLesson', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => onChange([...lessons, emptyLesson()])}>
        {t('learning.editor.addLesson')}
      </button>
    </fieldset>
  );
}
