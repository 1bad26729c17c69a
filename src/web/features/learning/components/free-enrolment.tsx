import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useCourseDetail } from '../api/catalogue-api';
import { useEnrolFree } from '../api/study-api';
import { ENROL_PARAM } from '../lib/student-paths';
import { useTranslation } from 'react-i18next';

/**
 * A study page opened with `?enrol=1` (the course page's Enrol for Free): enrols the signed-in
 * student in the free course first, then shows `children`. The address then drops the
 * parameter, so a reload does not ask again. A course already theirs is simply shown.
 */
export function FreeEnrolment({ slug, children }: { slug: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get(ENROL_PARAM) === '1';
  const course = useCourseDetail(slug);
  const enrol = useEnrolFree(slug);
  const detail = course.data;
  const due = wanted && detail !== undefined && !detail.enrolled && detail.price.free;

  useEffect(() => {
    if (!wanted || !detail) return;
    const done = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(ENROL_PARAM);
          return next;
        },
        { replace: true },
      );
    if (!due) return done();
    if (enrol.isIdle) enrol.mutate(undefined, { onSuccess: done });
  }, [wanted, detail, due, enrol, setParams]);

  if (enrol.isError) return <ErrorAlert className="m-4" message={errorMessage(enrol.error)} />;
  if (wanted && (!detail || due)) return <PageLoader label={t('learning.processing')} />;
  return <>{children}</>;
}
