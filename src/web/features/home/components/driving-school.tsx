import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { COURSE_CATEGORY_IDS } from '../../../../shared/course-categories';
import { captureReferralCode } from '../../../lib/referral-code';
import { useSiteInfo } from '../../../lib/site';
import { SectionHeading } from './section-heading';
import { useTranslation } from 'react-i18next';

/**
 * The driving school's three categories, under the rental sections. No API read of its own:
 * it needs only GET /api/site (already loaded for the footer), so the home page stays as fast.
 */
export function DrivingSchool() {
  const { t } = useTranslation();
  const site = useSiteInfo();
  const { search } = useLocation();
  useEffect(() => captureReferralCode(search), [search]);
  if (!site.data?.learningEnabled) return null;
  return (
    <section aria-labelledby="driving-school-heading" className="bg-slate-50 py-16 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="driving-school-heading"
          eyebrow={t('home.drivingSchool.eyebrow')}
          title={t('home.drivingSchool.title')}
        >
          {t('home.drivingSchool.intro')}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {COURSE_CATEGORY_IDS.map((id) => (
            <li key={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-slate-900">
                <Link to={`/courses/${id}`} className="hover:underline">
                  {t(`home.drivingSchool.categories.${id}`)}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{t(`home.drivingSchool.blurbs.${id}`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-slate-700">
          {t('home.drivingSchool.instructorQuestion')}{' '}
          <Link to="/instructor-register" className="font-semibold text-brand-800 underline">
            {t('home.drivingSchool.instructorSignUp')}
          </Link>{' '}
          ·{' '}
          <Link to="/instructor-login" className="font-semibold text-brand-800 underline">
            {t('home.drivingSchool.instructorLogin')}
          </Link>
        </p>
      </div>
    </section>
  );
}
