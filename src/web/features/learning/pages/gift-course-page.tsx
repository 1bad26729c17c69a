import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGiftCourse } from '../api/cart-api';
import { useCourseDetail } from '../api/catalogue-api';
import { usePayOrder } from '../api/pay-order';
import { PriceTag } from '../components/price-tag';
import { giftTarget } from '../lib/cart-cookie';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** /checkout/giftCourse: the friend's name and e-mail for the course chosen to gift. */
export function GiftCoursePage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.gift.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.gift.title')}
      </h1>
      <RequireCustomer>
        <GiftForm />
      </RequireCustomer>
    </div>
  );
}

function GiftForm() {
  const { t } = useTranslation();
  const [target] = useState(giftTarget);
  if (!target) {
    return (
      <p className="mt-6 text-slate-700">
        {t('learning.gift.chooseFirst')}{' '}
        <Link to="/courses/exam" className="font-semibold underline">
          {t('learning.browse')}
        </Link>
      </p>
    );
  }
  return <GiftFormFor slug={target.slug} id={target.id} />;
}

function GiftFormFor({ slug, id }: { slug: string; id: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const course = useCourseDetail(slug);
  const gift = useGiftCourse();
  const { pay, error: payError } = usePayOrder();
  const [friendName, setFriendName] = useState('');
  const [friendEmail, setFriendEmail] = useState('');

  if (course.isPending) return <PageLoader label={t('learning.loadingCourse')} />;
  if (course.isError) return <ErrorAlert message={errorMessage(course.error)} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    gift.mutate(
      { courseId: id, friendName, friendEmail },
      { onSuccess: (order) => void pay(order) },
    );
  };
  const field = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';
  return (
    <form
      onSubmit={onSubmit}
      className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <p className="font-bold text-slate-900">{course.data.title}</p>
      <PriceTag price={course.data.price} />
      <label className="block text-sm font-semibold text-slate-800">
        {t('learning.gift.friendName')}
        <input
          className={field}
          value={friendName}
          onChange={(e) => setFriendName(e.target.value)}
          required
          maxLength={100}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        {t('learning.gift.friendEmail')}
        <input
          type="email"
          className={field}
          value={friendEmail}
          onChange={(e) => setFriendEmail(e.target.value)}
          required
        />
      </label>
      <p className="text-sm text-slate-600">{t('learning.gift.how')}</p>
      {(gift.isError || payError) && (
        <p role="alert" className="text-sm text-red-700">
          {message(gift.isError ? errorMessage(gift.error) : (payError ?? ''))}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={gift.isPending}>
        {gift.isPending ? t('learning.processing') : t('learning.gift.title')}
      </button>
    </form>
  );
}
