import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { LEARNING_MESSAGES } from '../../../../shared/learning-rules';
import { errorMessage } from '../../../lib/api-client';
import { useMessage } from '../../../lib/use-message';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { useEnrolFree } from '../api/study-api';
import { addToCart, rememberGift, useCartEntries } from '../lib/cart-cookie';
import { studentPath } from '../lib/student-paths';
import { useTranslation } from 'react-i18next';

const LOGIN_NOTICE_MS = 1500;
/** A free course a visitor chose before logging in: enrolled on their return. */
const PENDING_ENROL_KEY = 'pendingFreeEnrol';

/** Go to the course when enrolled; enrol in a free one (through login for a visitor). */
export function EnrolActions({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const message = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const enrol = useEnrolFree(course.slug);
  const [notice, setNotice] = useState<string>();
  const inCart = useCartEntries().some(
    (e) => e.targetID === course.id && e.targetType === course.targetType,
  );

  useEffect(() => {
    if (!loggedIn || course.enrolled || !course.price.free) return;
    if (sessionStorage.getItem(PENDING_ENROL_KEY) !== course.slug) return;
    sessionStorage.removeItem(PENDING_ENROL_KEY);
    enrol.mutate(undefined, { onSuccess: () => void navigate(studentPath(course)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the student is back
  }, [loggedIn, course.slug]);

  if (course.enrolled) {
    return (
      <Link to={studentPath(course)} className="btn btn-primary">
        {course.category === 'qb' ? t('learning.enrol.takeTest') : t('learning.enrol.goToCourse')}
      </Link>
    );
  }
  if (!course.price.free) {
    return (
      <div className="flex flex-col gap-2">
        {inCart ? (
          <>
            <p className="text-sm font-semibold text-emerald-800">{t('learning.enrol.inCart')}</p>
            <Link to="/user/checkout/cart" className="btn btn-primary">
              {t('learning.enrol.goToCart')}
            </Link>
          </>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              addToCart({ targetID: course.id, targetType: course.targetType });
              void navigate('/user/checkout/cart');
            }}
          >
            {t('learning.enrol.addToCart')}
          </button>
        )}
        <button
          type="button"
          className="btn"
          onClick={() => {
            rememberGift(course);
            void navigate('/checkout/giftCourse');
          }}
        >
          {t('learning.enrol.gift')}
        </button>
      </div>
    );
  }
  const onEnrol = () => {
    if (!loggedIn) {
      rememberRedirect(location.pathname);
      sessionStorage.setItem(PENDING_ENROL_KEY, course.slug);
      setNotice(LEARNING_MESSAGES.loginToContinue);
      setTimeout(() => void navigate('/user/login'), LOGIN_NOTICE_MS);
      return;
    }
    enrol.mutate(undefined, { onSuccess: () => void navigate(studentPath(course)) });
  };
  return (
    <div className="flex flex-col gap-2">
      <button
        type="button"
        className="btn btn-primary"
        onClick={onEnrol}
        disabled={enrol.isPending}
      >
        {enrol.isPending ? t('learning.processing') : t('learning.enrol.free')}
      </button>
      {notice && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {message(notice)}
        </p>
      )}
      {enrol.isError && (
        <p role="alert" className="text-sm text-red-700">
          {message(errorMessage(enrol.error))}
        </p>
      )}
    </div>
  );
}
