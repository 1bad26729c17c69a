import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyCoursesPage } from '../../../../shared/learning-authoring';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { InstructorCoursesPage } from './instructor-courses-page';
import { InstructorRegisterPage } from './instructor-register-page';

const PROFILE = {
  displayName: 'Kiran Patel, Durg driving instructor',
  bio: 'Since 2015.',
  displayNameHi: 'किरण पटेल, दुर्ग के ड्राइविंग प्रशिक्षक',
  bioHi: '2015 से।',
};

const row = (id: number, title: string, status: 'live' | 'review') => ({
  id,
  slug: `course-${id}`,
  title,
  category: 'skill' as const,
  language: 'en' as const,
  listner: 0,
  status,
  rejectReason: null,
  createdAt: '2026-11-20T06:30:00.000Z',
});

function setup(url: string, courses: MyCoursesPage['courses'], registered = true) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session') return { body: loggedIn() };
    if (u.pathname === '/api/learning/instructor') {
      // Not yet an instructor: the register form's PUT answers with the new profile.
      const put = fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT');
      return { body: { instructor: registered || put ? PROFILE : null } };
    }
    if (u.pathname === '/api/learning/instructor/courses') {
      const page: MyCoursesPage = {
        courses,
        count: courses.length,
        page: 1,
        pageCount: 1,
        pageSize: 5,
      };
      return { body: page };
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
  const result = renderRoutes(
    [
      { path: '/instructor-register', element: <InstructorRegisterPage /> },
      { path: '/instructor/courses', element: <InstructorCoursesPage /> },
      { path: '/create-course', element: <p>Course form</p> },
    ],
    [url],
  );
  return { ...result, fetchMock };
}

describe("an instructor's courses", () => {
  it('registers a signed-in customer as an instructor and opens the empty My Courses', async () => {
    const { fetchMock } = setup('/instructor-register', [], false);
    await userEvent.type(
      await screen.findByLabelText('Name shown to learners'),
      PROFILE.displayName,
    );
    await userEvent.type(screen.getByLabelText('About your teaching'), PROFILE.bio);
    await userEvent.type(screen.getByLabelText('Name in Hindi'), PROFILE.displayNameHi);
    await userEvent.type(screen.getByLabelText('About you in Hindi'), PROFILE.bioHi);
    await userEvent.click(screen.getByRole('button', { name: 'Register as Instructor' }));

    expect(await screen.findByRole('heading', { name: 'My Courses' })).toBeInTheDocument();
    const [put] = sentRequests(fetchMock).filter((r) => r.init.method === 'PUT');
    expect(put!.path).toBe('/api/learning/instructor');
    expect(JSON.parse(String(put!.init.body))).toMatchObject(PROFILE);
    expect(await screen.findByText('No courses yet.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Create Course' })) {
      expect(link).toHaveAttribute('href', '/create-course');
    }
  });

  it("shows each course's status with the footer line, and asks before editing a Live one", async () => {
    const { router } = setup('/instructor/courses', [
      row(3, 'Parking in Tight City Lanes', 'live'),
      row(4, 'Mirrors Before Every Turn', 'review'),
    ]);
    const live = (await screen.findByText('Parking in Tight City Lanes')).closest('tr')!;
    expect(within(live).getByText('Live', { exact: true })).toBeInTheDocument();
    const onReview = screen.getByText('Mirrors Before Every Turn').closest('tr')!;
    expect(within(onReview).getByText('On Review')).toBeInTheDocument();
    expect(within(onReview).getByText('After reviewing we will get back to you.')).toBeVisible();
    expect(screen.getByText('Showing Page 1 of Total page 1 from 2 Records')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Parking in Tight City Lanes' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'This course is Live. Saving your changes sends it back to On Review until we check it again.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Edit' }));
    expect(await screen.findByText('Course form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=3&confirm=1');
  });

  it('opens a course On Review for editing straight away', async () => {
    const { router } = setup('/instructor/courses', [
      row(4, 'Mirrors Before Every Turn', 'review'),
    ]);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Mirrors Before Every Turn' }),
    );
    expect(await screen.findByText('Course form')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=4');
  });
});
