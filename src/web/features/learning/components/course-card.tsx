import { Link } from 'react-router';
import type { CourseCard as Course } from '../../../../shared/learning-catalogue';
import { PriceTag } from './price-tag';
import { StarRating } from './star-rating';
import { useTranslation } from 'react-i18next';

export function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={course.imageUrl}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-slate-900">
          <Link to={`/course/${course.slug}`} className="hover:underline">
            {course.title}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {t('learning.by', { name: course.instructorDisplay })}
        </p>
        <p className="text-sm text-slate-700">{course.summary}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <PriceTag price={course.price} />
          <StarRating rating={course.rating} count={course.reviewCount} />
        </div>
      </div>
    </article>
  );
}
