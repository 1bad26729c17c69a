import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CourseCard as Course } from '../../../../shared/learning-catalogue';
import { PageLoader } from '../../../components/spinner';
import { apiGet, apiRequest, errorMessage } from '../../../lib/api-client';
import { LEARNING_KEY } from '../api/catalogue-api';
import { addToCart } from '../lib/cart-cookie';
import { useContentLang } from '../lib/content-lang';
import { useCountry } from '../lib/country';
import { CourseCard } from './course-card';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** Courses moved to favourites from the cart: each can be removed, or moved back to the cart. */
export function FavouriteCourses() {
  const { t } = useTranslation();
  const message = useMessage();
  const country = useCountry();
  const queryClient = useQueryClient();
  const lang = useContentLang();
  const key = [...LEARNING_KEY, 'favourites', country, lang];
  const favourites = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      apiGet<{ courses: Course[] }>(`/api/learning/favourites?country=${country}&lang=${lang}`, {
        signal,
      }),
  });
  const unfavourite = useMutation({
    mutationFn: (v: { course: Course; toCart: boolean }) =>
      apiRequest(`/api/learning/favourites/${v.course.id}`, { method: 'DELETE' }),
    onSuccess: (_data, v) => {
      if (v.toCart) addToCart({ targetID: v.course.id, targetType: v.course.targetType });
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  if (favourites.isPending) return <PageLoader label={t('learning.favourites.loading')} />;
  if (favourites.isError) return <p role="alert">{message(errorMessage(favourites.error))}</p>;
  if (favourites.data.courses.length === 0) {
    return <p className="text-slate-600">{t('learning.favourites.none')}</p>;
  }
  return (
    <>
      {unfavourite.isError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {message(errorMessage(unfavourite.error))}
        </p>
      )}
      <ul role="list" className="grid gap-6 sm:grid-cols-2">
        {favourites.data.courses.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} />
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary"
                aria-label={t('learning.favourites.toCartNamed', { title: c.title })}
                disabled={unfavourite.isPending}
                onClick={() => unfavourite.mutate({ course: c, toCart: true })}
              >
                {t('learning.favourites.toCart')}
              </button>
              <button
                type="button"
                className="btn"
                aria-label={t('learning.favourites.removeNamed', { title: c.title })}
                disabled={unfavourite.isPending}
                onClick={() => unfavourite.mutate({ course: c, toCart: false })}
              >
                {t('learning.favourites.remove')}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
