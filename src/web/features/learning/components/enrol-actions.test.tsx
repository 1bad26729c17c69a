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
