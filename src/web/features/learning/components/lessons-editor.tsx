import type { CourseDraft } from '../../../../shared/learning-authoring';

type Lesson = NonNullable<CourseDraft['lessons']>[number];

/** Lessons of a course: a title and text (HTML: paragraphs, lists, images) each. */
export function LessonsEditor({
  lessons,
  onChange,
}: {
  lessons: Lesson[];
  onChange: (l: Lesson[]) => void;
}) {
  const set = (i: number, patch: Partial<Lesson>) =>
    onChange(lessons.map((l, n) => (n === i ? { ...l, ...patch } : l)));
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-bold text-slate-900">Lessons</legend>
      {lessons.map((l, i) => (
        <div key={i} className="rounded-xl border border-slate-200 p-4">
          <label className="block text-sm font-semibold text-slate-800">
            Lesson {i + 1} title
            <input
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              value={l.title}
              onChange={(e) => set(i, { title: e.target.value })}
            />
          </label>
          <label className="mt-3 block text-sm font-semibold text-slate-800">
            Lesson {i + 1} text
            <textarea
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm"
              rows={6}
              value={l.bodyHtml}
              onChange={(e) => set(i, { bodyHtml: e.target.value })}
            />
          </label>
          <p className="mt-1 text-xs text-slate-600">
            Paragraphs, lists, bold text and images (&lt;img src=&quot;https://…&quot;&gt;) are
            kept; anything else is removed.
          </p>
          <button
            type="button"
            className="btn mt-2"
            onClick={() => onChange(lessons.filter((_, n) => n !== i))}
          >
            Remove lesson {i + 1}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => onChange([...lessons, { title: '', bodyHtml: '' }])}
      >
        Add a lesson
      </button>
    </fieldset>
  );
}
