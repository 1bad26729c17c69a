import { useQuery } from '@tanstack/react-query';
import type { CourseCard as Course } from '../../../../shared/learning-catalogue';
import { PageLoader } from '../../../components/spinner';
import { apiGet, errorMessage } from '../../../lib/api-client';
import { LEARNING_KEY } from '../api/catalogue-api';
import { useCountry } from '../lib/country';
import { CourseCard } from './course-card';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** Courses moved to favourites from the cart. */
export function FavouriteCourses() {
  const { t } = useTranslation();
  const message = useMessage();
  const country = useCountry();
  const favourites = useQuery({
    queryKey: [...LEARNING_KEY, 'favourites', country],
    queryFn: ({ signal }) =>
      apiGet<{ courses: Course[] }>(`/api/learning/favourites?country=${country}`, { signal }),
  });
  if (favourites.isPending) return <PageLoader label={t('learning.favourites.loading')} />;
  if (favourites.isError) return <p role="alert">{message(errorMessage(favourites.error))}</p>;
  if (favourites.data.courses.length === 0) {
    return <p className="text-slate-600">{t('learning.favourites.none')}</p>;
  }
  return (
    <ul role="list" className="grid gap-6 sm:grid-cols-2">
      {favourites.data.courses.map((c) => (
        <li key={c.id}>
          <CourseCard course={c} />
        </li>
      ))}
    </ul>
  );
}
