import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  COURSE_COVER_PATH,
  type CourseDraft,
  type CourseEdit,
} from '../../../../shared/learning-authoring';
import { COURSE_CATEGORY_IDS, LEARNING_MESSAGES } from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseForEdit, useSaveCourse } from '../api/instructor-api';
import { CoverUpload } from '../components/cover-upload';
import { emptyLesson, LessonsEditor } from '../components/lessons-editor';
import { emptyQuestion, QuestionsEditor } from '../components/questions-editor';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';
import { SubmitForReview } from '../components/submit-for-review';

const NEW_DRAFT: CourseDraft = {
  title: '',
  category: 'exam',
  summary: '',
  titleHi: '',
  summaryHi: '',
  priceInr: 0,
  priceUsd: 0,
  campaignPercent: 0,
  lessons: [emptyLesson()],
  questions: [emptyQuestion()],
};

type LessonDraft = NonNullable<CourseDraft['lessons']>[number];
type QuestionDraft = NonNullable<CourseDraft['questions']>[number];

/** The editor's empty paragraph is no text: a language left empty is not half-written. */
const blank = (html = '') =>
  /<img/i.test(html) || html.replace(/<[^>]*>/g, '').trim() ? html : '';
const withoutBlankText = (l: LessonDraft): LessonDraft => ({
  ...l,
  bodyHtml: blank(l.bodyHtml),
  bodyHtmlHi: blank(l.bodyHtmlHi),
});
/** Options of a language nobody wrote in are sent as none. */
const withoutBlankOptions = (q: QuestionDraft): QuestionDraft => ({
  ...q,
  options: q.options?.every((o) => !o.trim()) ? [] : q.options,
  optionsHi: q.optionsHi?.every((o) => !o.trim()) ? [] : q.optionsHi,
});

/** /create-course (and ?id= to edit): write a course or question bank and submit it for review. */
export function CreateCoursePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const { t } = useTranslation();
  usePageTitle(id ? t('learning.createCourse.editTitle') : t('learning.createCourse.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {id ? t('learning.createCourse.editTitle') : t('learning.createCourse.title')}
      </h1>
      <RequireCustomer>
        {id ? <EditLoader id={id} /> : <CourseForm id={null} initial={NEW_DRAFT} />}
      </RequireCustomer>
    </div>
  );
}

function EditLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const edit = useCourseForEdit(id);
  if (edit.isPending) return <PageLoader label={t('learning.loadingCourse')} />;
  if (edit.isError) return <ErrorAlert message={errorMessage(edit.error)} />;
  return (
    <CourseForm
      id={id}
      initial={edit.data.draft}
      status={edit.data.status}
      reason={edit.data.rejectReason}
    />
  );
}

function CourseForm({
  id,
  initial,
  status,
  reason,
}: {
  id: number | null;
  initial: CourseDraft | CourseEdit['draft'];
  status?: CourseEdit['status'];
  reason?: string | null;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const save = useSaveCourse(id);
  const [draft, setDraft] = useState<CourseDraft>({
    ...initial,
    lessons: initial.lessons?.length ? initial.lessons : NEW_DRAFT.lessons,
    questions: initial.questions?.length ? initial.questions : NEW_DRAFT.questions,
  });
  const set = (patch: Partial<CourseDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const [uploading, setUploading] = useState(false);
  const isQb = draft.category === 'qb';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // A drawn cover (no upload yet) is shown but not sent: the server keeps it.
    const { imageUrl, ...rest } = draft;
    save.mutate(
      {
        ...rest,
        ...(imageUrl && COURSE_COVER_PATH.test(imageUrl) ? { imageUrl } : {}),
        lessons: isQb ? [] : (draft.lessons ?? []).map(withoutBlankText),
        questions: isQb ? (draft.questions ?? []).map(withoutBlankOptions) : [],
        confirmBackToReview: params.get('confirm') === '1',
      },
      { onSuccess: () => void navigate('/instructor/courses') },
    );
  };
  const number = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-5">
      {status === 'live' && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-amber-900">
          {message(LEARNING_MESSAGES.editLiveCourse)}
        </p>
      )}
      {status === 'rejected' && reason && (
        <p role="note" className="rounded-xl bg-red-50 p-3 text-red-900">
          {t('learning.blogs.rejected', { reason })}
        </p>
      )}
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-800">
        {t('school.editor.languagesNote')}
      </p>
      <TextField
        label={t('school.editor.titleEn')}
        value={draft.title ?? ''}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextField
        label={t('school.editor.titleHi')}
        lang="hi-IN"
        value={draft.titleHi ?? ''}
        onChange={(e) => set({ titleHi: e.target.value })}
      />
      <label className="block text-sm font-semibold text-slate-800">
        {t('learning.blogs.category')}
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          value={draft.category}
          disabled={id !== null}
          onChange={(e) => set({ category: e.target.value as CourseDraft['category'] })}
        >
          {COURSE_CATEGORY_IDS.map((c) => (
            <option key={c} value={c}>
              {t(`learning.categories.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        {t('school.editor.summaryEn')}
        <textarea
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          rows={3}
          value={draft.summary ?? ''}
          onChange={(e) => set({ summary: e.target.value })}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        {t('school.editor.summaryHi')}
        <textarea
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          rows={3}
          lang="hi-IN"
          value={draft.summaryHi ?? ''}
          onChange={(e) => set({ summaryHi: e.target.value })}
        />
      </label>
      <CoverUpload
        kind="course"
        imageUrl={draft.imageUrl}
        onUploaded={(imageUrl) => set({ imageUrl })}
        onBusy={setUploading}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('learning.createCourse.priceInr')}
          type="number"
          min={0}
          step="0.01"
          value={String(draft.priceInr)}
          onChange={(e) => set({ priceInr: number(e.target.value) })}
        />
        <TextField
          label={t('learning.createCourse.priceUsd')}
          type="number"
          min={0}
          step="0.01"
          value={String(draft.priceUsd)}
          onChange={(e) => set({ priceUsd: number(e.target.value) })}
        />
        <TextField
          label={t('learning.createCourse.campaign')}
          type="number"
          min={0}
          max={90}
          value={String(draft.campaignPercent)}
          onChange={(e) => set({ campaignPercent: number(e.target.value) })}
        />
      </div>
      {isQb ? (
        <QuestionsEditor
          questions={draft.questions ?? []}
          onChange={(questions) => set({ questions })}
        />
      ) : (
        <LessonsEditor lessons={draft.lessons ?? []} onChange={(lessons) => set({ lessons })} />
      )}
      <SubmitForReview pending={save.isPending} error={save.error} waiting={uploading} />
    </form>
  );
}
