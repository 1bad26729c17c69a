import { screen, waitFor } from '@testing-library/react';
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

function setup(loggedIn: boolean) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session')
      return { body: loggedIn ? { loggedIn, user } : { loggedIn, user: null } };
    return { body: { slug: course.slug, enrolled: true } };
  });
  renderRoutes(
    [
      { path: '/course/:slug', element: <EnrolActions course={course} /> },
      { path: '/courseQBStudent/:slug', element: <p>Student page</p> },
      { path: '/user/login', element: <p>Login page</p> },
    ],
    [`/course/${course.slug}`],
  );
  return fetchMock;
}

afterEach(() => sessionStorage.clear());

describe('EnrolActions for a free course', () => {
  it('tells a visitor to log in, then sends them to login holding the course', async () => {
    setup(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol for Free' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Login to Continue.');
    expect(await screen.findByText('Login page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(sessionStorage.getItem('pendingFreeEnrol')).toBe(course.slug);
  });

  it('enrols the held course once the student is back, and opens it', async () => {
    sessionStorage.setItem('pendingFreeEnrol', course.slug);
    const fetchMock = setup(true);
    expect(await screen.findByText('Student page')).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedPaths(fetchMock)).toContain(`/api/learning/courses/${course.slug}/enrol`),
    );
    expect(sessionStorage.getItem('pendingFreeEnrol')).toBeNull();
  });
});

describe('EnrolActions for a signed-in student', () => {
  it.each([
    ['a free mock test', course, '/courseQBStudent/learners-mock-test-road-signs'],
    [
      'a free course',
      { ...course, slug: 'mirrors', category: 'skill', targetType: 'MainCourse' } as CourseDetail,
      '/courseStudent/mirrors',
    ],
  ])('enrols in %s and opens it', async (_, free, opened) => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/auth/session'
        ? { body: { loggedIn: true, user } }
        : { body: { slug: free.slug, enrolled: true } },
    );
    const { router } = renderRoutes(
      [
        { path: '/course/:slug', element: <EnrolActions course={free} /> },
        { path: '*', element: <p>Student page</p> },
      ],
      [`/course/${free.slug}`],
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol for Free' }));
    expect(await screen.findByText('Student page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(opened);
    const enrol = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/enrol'));
    expect([String(enrol![0]), enrol![1]?.method]).toEqual([
      `/api/learning/courses/${free.slug}/enrol`,
      'POST',
    ]);
  });
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
