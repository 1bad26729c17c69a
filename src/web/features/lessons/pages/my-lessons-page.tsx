import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LearnerLicence } from '../../../../shared/learner-licence';
import type { LessonPurchase } from '../../../../shared/lesson-api';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useLearnerLicence,
  useLessonTerms,
  useMyLessons,
  useMyPurchases,
} from '../api/lessons-api';
import { BookingForm } from '../components/booking-form';
import { LessonProgressSection } from '../components/lesson-progress';
import { LicenceForm } from '../components/licence-form';
import { MyLessonList } from '../components/my-lesson-list';

/**
 * The learner's lessons page (issue 34, decisions 0047 and 0048): what I bought (lessons left,
 * valid until, my progress and certificate), my learner's licence, booking a lesson of a
 * package, and my lessons to move or cancel.
 */
export function MyLessonsPage() {
  const { t } = useTranslation();
  usePageTitle(t('lessons.mine.title'));
  return (
    <RequireCustomer>
      <MyLessons />
    </RequireCustomer>
  );
}

function MyLessons() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const purchases = useMyPurchases();
  const lessons = useMyLessons();
  const licence = useLearnerLicence();
  const [booking, setBooking] = useState<number | null>(null);
  if (purchases.isPending || lessons.isPending || licence.isPending) {
    return <PageLoader label={t('lessons.mine.loading')} />;
  }
  const failed = purchases.error ?? lessons.error ?? licence.error;
  if (failed || !purchases.data || !lessons.data || !licence.data) {
    return <ErrorAlert message={errorMessage(failed)} />;
  }
  const paid = params.get('paid');
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('lessons.mine.title')}</h1>
      {paid === '1' && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {t('lessons.mine.paid')}
        </p>
      )}
      {paid === '0' && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('lessons.mine.notPaid')}
        </p>
      )}
      <section aria-labelledby="my-packages">
        <h2 id="my-packages" className="text-lg font-semibold text-slate-900">
          {t('lessons.mine.packagesHeading')}
        </h2>
        {purchases.data.purchases.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">
            {t('lessons.mine.noPackages')}{' '}
            <Link to="/lessons" className="font-semibold text-brand-800 underline">
              {t('lessons.mine.buyLink')}
            </Link>
          </p>
        ) : (
          <ul className="mt-2 space-y-3">
            {purchases.data.purchases.map((p) => (
              <PurchaseItem
                key={p.id}
                purchase={p}
                licence={licence.data.licence}
                open={booking === p.id}
                onToggle={() => setBooking(booking === p.id ? null : p.id)}
              />
            ))}
          </ul>
        )}
      </section>
      <LicenceForm licence={licence.data.licence} />
      <section aria-labelledby="my-lessons">
        <h2 id="my-lessons" className="mb-2 text-lg font-semibold text-slate-900">
          {t('lessons.mine.lessonsHeading')}
        </h2>
        <MyLessonList lessons={lessons.data.lessons} />
      </section>
    </section>
  );
}

function PurchaseItem({
  purchase,
  licence,
  open,
  onToggle,
}: {
  purchase: LessonPurchase;
  licence: LearnerLicence | null;
  open: boolean;
  onToggle: () => void;
}) {
  const canBook = licence !== null;
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const terms = useLessonTerms(open ? purchase.branchId : null);
  const left = purchase.sessions - purchase.sessionsUsed;
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">
        {i18n.language.startsWith('hi') ? purchase.titleHi : purchase.title}
      </p>
      <p className="text-sm text-slate-700">
        {t('lessons.mine.left', { left, sessions: purchase.sessions })}
      </p>
      {purchase.validUntil && (
        <p className="text-sm text-slate-700">
          {t('lessons.mine.validUntil', { date: format.dateTime(new Date(purchase.validUntil)) })}
        </p>
      )}
      {left > 0 && (
        <button
          type="button"
          className="btn btn-primary mt-2"
          aria-expanded={open}
          disabled={!canBook}
          onClick={onToggle}
        >
          {open ? t('lessons.book.close') : t('lessons.mine.book')}
        </button>
      )}
      {!canBook && left > 0 && (
        <p className="mt-1 text-sm text-amber-800">{t('lessons.licence.missing')}</p>
      )}
      {open && (
        <div className="mt-4">
          <BookingForm purchase={purchase} terms={terms.data} onBooked={() => undefined} />
        </div>
      )}
      {purchase.status === 'paid' && (
        <LessonProgressSection purchaseId={purchase.id} licence={licence} />
      )}
    </li>
  );
}
