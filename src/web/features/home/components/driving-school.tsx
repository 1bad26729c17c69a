import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { COURSE_CATEGORIES, COURSE_CATEGORY_IDS } from '../../../../shared/learning-rules';
import { captureReferralCode } from '../../../lib/referral-code';
import { useSiteInfo } from '../../../lib/site';
import { SectionHeading } from './section-heading';

const BLURBS = {
  exam: "Prepare for the learner's licence and the RTO driving test.",
  skill: 'Highway, hill and night driving, your first automatic, defensive driving.',
  qb: "Timed learner's licence mock tests: road signs and rules, every answer explained.",
} as const;

/**
 * The driving school's three categories, under the rental sections. No API read of its own:
 * it needs only GET /api/site (already loaded for the footer), so the home page stays as fast.
 */
export function DrivingSchool() {
  const site = useSiteInfo();
  const { search } = useLocation();
  useEffect(() => captureReferralCode(search), [search]);
  if (!site.data?.learningEnabled) return null;
  return (
    <section aria-labelledby="driving-school-heading" className="bg-slate-50 py-16 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="driving-school-heading" eyebrow="Driving school" title="Learn to Drive">
          Courses by certified driving instructors from our own cities.
        </SectionHeading>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {COURSE_CATEGORY_IDS.map((id) => (
            <li key={id} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-slate-900">
                <Link to={`/courses/${id}`} className="hover:underline">
                  {COURSE_CATEGORIES[id]}
                </Link>
              </h3>
              <p className="mt-2 text-slate-600">{BLURBS[id]}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-slate-700">
          Are you a driving instructor?{' '}
          <Link to="/instructor-register" className="font-semibold text-brand-800 underline">
            Instructor Sign Up
          </Link>{' '}
          ·{' '}
          <Link to="/instructor-login" className="font-semibold text-brand-800 underline">
            Instructor Login
          </Link>
        </p>
      </div>
    </section>
  );
}
