import { useTranslation } from 'react-i18next';
import type { CourseDraft } from '../../../../shared/learning-authoring';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { LESSON_PICTURE_UPLOAD } from '../lib/cover-uploads';

type Lesson = NonNullable<CourseDraft['lessons']>[number];

/** Lessons of a course: a title and rich text (paragraphs, lists, pictures) each. */
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
        <div key={i} className="rounded-xl border border-slate-200 p-4">
          <label className="block text-sm font-semibold text-slate-800">
            {t('learning.editor.lessonTitle', { n: i + 1 })}
            <input
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              value={l.title}
              onChange={(e) => set(i, { title: e.target.value })}
            />
          </label>
          <div className="mt-3">
            <RichTextField
              label={t('learning.editor.lessonText', { n: i + 1 })}
              value={l.bodyHtml}
              onChange={(bodyHtml) => set(i, { bodyHtml })}
              uploadUrl={LESSON_PICTURE_UPLOAD}
            />
          </div>
          <button
            type="button"
            className="btn mt-2"
            onClick={() => onChange(lessons.filter((_, n) => n !== i))}
          >
            {t('learning.editor.removeLesson', { n: i + 1 })}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...lessons, { title: '', bodyHtml: '' }])}
      >
        {t('learning.editor.addLesson')}
      </button>
    </fieldset>
  );
}
