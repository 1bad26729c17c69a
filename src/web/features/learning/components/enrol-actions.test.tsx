import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { EnrolActions } from './enrol-actions';

const course = {
  id: 9,
  slug: 'learners-mock-test-road-signs',
  category: 'qb',
  targetType: 'questionBank',
  enrolled: false,
  price: { currency: 'INR', list: 0, campaignPercent: 0, final: 0, free: true },
} as unknown as CourseDetail;

const user = {
  id: 1,
  name: 'Asha',
  email: 'a@x.test',
  mobile: null,
  emailVerified: true,
  mobileVerified: false,
  idVerified: false,
  hasPhoto: false,
};

describe('EnrolActions for a free course', () => {
  it.each([
    ['a free mock test', course, '/courseQBStudent/learners-mock-test-road-signs'],
    [
      'a free course',
      { ...course, slug: 'mirrors', category: 'skill', targetType: 'MainCourse' } as CourseDetail,
      '/courseStudent/mirrors',
    ],
  ])(
    'sends %s to its study page to enrol there, as a form the browser can send',
    async (_, free, opened) => {
      const fetchMock = stubFetch(() => ({ body: { loggedIn: true, user } }));
      const { router } = renderRoutes(
        [
          { path: '/course/:slug', element: <EnrolActions course={free} /> },
          { path: '*', element: <p>Student page</p> },
        ],
        [`/course/${free.slug}`],
      );
      const enrol = await screen.findByRole('button', { name: 'Enrol for Free' });
      // Before the app runs, the browser sends the form: GET {study page}?enrol=1.
      const form = enrol.closest('form')!;
      expect(form).toHaveAttribute('method', 'get');
      expect(form).toHaveAttribute('action', opened);
      expect(Object.fromEntries(new FormData(form))).toEqual({ enrol: '1' });

      await userEvent.click(enrol);
      expect(await screen.findByText('Student page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(opened);
      expect(router.state.location.search).toBe('?enrol=1');
      // The study page enrols (FreeEnrolment); this page asks nothing of the server.
      expect(requestedPaths(fetchMock).filter((p) => p.endsWith('/enrol'))).toEqual([]);
    },
  );
});

describe('EnrolActions for a paid course', () => {
  const paid = {
    ...course,
    id: 12,
    slug: 'driving-licence-test-masterclass',
    category: 'exam',
    targetType: 'MainCourse',
    price: { currency: 'INR', list: 149_900, campaignPercent: 10, final: 134_900, free: false },
  } as unknown as CourseDetail;
  afterEach(() => {
    document.cookie = 'sd_course_cart=; max-age=0; path=/';
  });

  it('puts the course in the cart and opens it; before the app runs, the form names it to the cart', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    const { router } = renderRoutes(
      [
        { path: '/course/:slug', element: <EnrolActions course={paid} /> },
        { path: '*', element: <p>Cart page</p> },
      ],
      [`/course/${paid.slug}`],
    );
    const add = await screen.findByRole('button', { name: 'Add to Cart' });
    const form = add.closest('form')!;
    expect(form).toHaveAttribute('action', '/user/checkout/cart');
    expect(Object.fromEntries(new FormData(form))).toEqual({ add: '12', type: 'MainCourse' });

    await userEvent.click(add);
    expect(await screen.findByText('Cart page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/checkout/cart');
    expect(document.cookie).toContain('sd_course_cart=');
    expect(decodeURIComponent(document.cookie)).toContain('"targetID":12');
  });

  it('offers Go to Cart, not Add to Cart, once the course is in the cart', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    document.cookie = `sd_course_cart=${encodeURIComponent(
      JSON.stringify([{ targetID: 12, targetType: 'MainCourse' }]),
    )}; path=/`;
    renderRoutes([{ path: '*', element: <EnrolActions course={paid} /> }], ['/course/x']);
    expect(await screen.findByText('This course is in your cart.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Cart' })).toHaveAttribute(
      'href',
      '/user/checkout/cart',
    );
    expect(screen.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
  });
});
