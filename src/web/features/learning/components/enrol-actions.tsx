import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { addToCart, CART_ADD_PARAMS, rememberGift, useCartEntries } from '../lib/cart-cookie';
import { ENROL_PARAM, studentPath } from '../lib/student-paths';
import { useTranslation } from 'react-i18next';
import { COURSE_CART_PATH } from '../../../lib/customer-pages';

/**
 * Go to the course when enrolled; enrol in a free one; put a paid one in the cart.
 *
 * Enrol and Add to Cart are forms the browser can send before the app runs (the page is
 * rendered by the server and hydrated a moment later, decision 0044): Enrol opens the course's
 * study page with `?enrol=1`, which enrols a signed-in student there (the server sends a
 * visitor to sign-in first, and back); Add to Cart opens the cart with the course to add.
 */
export function EnrolActions({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inCart = useCartEntries().some(
    (e) => e.targetID === course.id && e.targetType === course.targetType,
  );

  if (course.enrolled) {
    return (
      <Link to={studentPath(course)} className="btn btn-primary">
        {course.category === 'qb' ? t('learning.enrol.takeTest') : t('learning.enrol.goToCourse')}
      </Link>
    );
  }
  if (!course.price.free) {
    const onAddToCart = (event: FormEvent) => {
      event.preventDefault();
      addToCart({ targetID: course.id, targetType: course.targetType });
      void navigate(COURSE_CART_PATH);
    };
    return (
      <div className="flex flex-col gap-2">
        {inCart ? (
          <>
            <p className="text-sm font-semibold text-emerald-800">{t('learning.enrol.inCart')}</p>
            <Link to={COURSE_CART_PATH} className="btn btn-primary">
              {t('learning.enrol.goToCart')}
            </Link>
          </>
        ) : (
          <form method="get" action={COURSE_CART_PATH} onSubmit={onAddToCart} className="contents">
            <input type="hidden" name={CART_ADD_PARAMS.id} value={course.id} />
            <input type="hidden" name={CART_ADD_PARAMS.type} value={course.targetType} />
            <button type="submit" className="btn btn-primary">
              {t('learning.enrol.addToCart')}
            </button>
          </form>
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
  const study = studentPath(course);
  const onEnrol = (event: FormEvent) => {
    event.preventDefault();
    void navigate(`${study}?${ENROL_PARAM}=1`);
  };
  return (
    <form method="get" action={study} onSubmit={onEnrol} className="flex flex-col gap-2">
      <input type="hidden" name={ENROL_PARAM} value="1" />
      <button type="submit" className="btn btn-primary">
        {t('learning.enrol.free')}
      </button>
    </form>
  );
}
