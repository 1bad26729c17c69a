import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { makeSessionUser } from '../../../test/session-fakes';
import { FreeEnrolment } from './free-enrolment';

const course = (enrolled: boolean, free = true) =>
  ({
    id: 9,
    slug: 'mirrors',
    category: 'skill',
    targetType: 'MainCourse',
    enrolled,
    price: { currency: 'INR', list: 0, campaignPercent: 0, final: 0, free },
  }) as unknown as CourseDetail;

function setup(start: CourseDetail, url = '/courseStudent/mirrors?enrol=1') {
  let enrolled = start.enrolled;
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session')
      return { body: { loggedIn: true, user: makeSessionUser() } };
    if (u.pathname.endsWith('/enrol')) {
      enrolled = true;
      return { body: { slug: start.slug } };
    }
    return { body: { ...start, enrolled } };
  });
  const { router } = renderRoutes(
    [
      {
        path: '/courseStudent/:slug',
        element: (
          <FreeEnrolment slug="mirrors">
            <p>Lessons</p>
          </FreeEnrolment>
        ),
      },
    ],
    [url],
  );
  const enrolCalls = () => requestedPaths(fetchMock).filter((p) => p.endsWith('/enrol'));
  return { router, enrolCalls };
}

describe('FreeEnrolment (?enrol=1, the course page sent as a form)', () => {
  it('enrols the student in the free course, then shows it and forgets the request', async () => {
    const { router, enrolCalls } = setup(course(false));
    expect(await screen.findByText('Lessons')).toBeInTheDocument();
    expect(enrolCalls()).toEqual(['/api/learning/courses/mirrors/enrol']);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a course already theirs without asking again', async () => {
    const { router, enrolCalls } = setup(course(true));
    expect(await screen.findByText('Lessons')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(enrolCalls()).toEqual([]);
  });

  it('never enrols without the request', async () => {
    const { enrolCalls } = setup(course(false), '/courseStudent/mirrors');
    expect(await screen.findByText('Lessons')).toBeInTheDocument();
    expect(enrolCalls()).toEqual([]);
  });

  it('never enrols in a paid course', async () => {
    const { router, enrolCalls } = setup(course(false, false));
    expect(await screen.findByText('Lessons')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(enrolCalls()).toEqual([]);
  });
});
