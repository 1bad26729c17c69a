import { useQuery } from '@tanstack/react-query';
import type { LessonCertificateCheck } from '../../../../shared/lesson-progress-api';
import { apiGet } from '../../../lib/api-client';
import { LEARNING_KEY } from './catalogue-api';

/** The public check of a practical lessons' training certificate (a code starting 'DL-'). */
export function useLessonCertificateCheck(code: string) {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'lesson-certificate', code],
    queryFn: ({ signal }) =>
      apiGet<LessonCertificateCheck>(`/api/lessons/certificates/${encodeURIComponent(code)}`, {
        signal,
      }),
    retry: false,
  });
}
