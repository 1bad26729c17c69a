import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, Lesson } from '../../../../shared/learning-catalogue';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, requestedPaths, sentBody, stubFetch } from '../../../test/test-utils';
import { CourseStudentPage } from './course-student-page';

const course = {
  id: 3,
  slug: 'night-driving',
  title: 'Night Driving',
  summary: 'Lights and glare.',
  language: 'en',
  category: 'skill',
  syllabus: [
    { id: 11, title: 'High and low beam', language: 'en', done: true },
    { id: 12, title: 'थकान', language: 'hi', done: false },
  ],
  progress: { done: 1, total: 2, resumeLessonId: 12 },
  finalTest: null,
  certificateCode: null,
  enrolled: true,
  bestPercent: null,
} as unknown as CourseDetail;

const lesson12: Lesson = {
  id: 12,
  title: 'थकान',
  bodyHtml: '<p>हर दो घंटे पर रुकिए।</p>',
  language: 'hi',
  videoUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  done: false,
  position: 1,
  previousId: 11,
  nextId: null,
};

function setup(detail: CourseDetail = course) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: loggedIn() };
    if (url.pathname === '/api/learning/courses/night-driving') return { body: detail };
    if (url.pathname === '/api/learning/courses/night-driving/lessons/12')
      return { body: lesson12 };
    if (url.pathname.endsWith('/done')) return { body: { lessonId: 12, done: true } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  renderRoutes(
    [{ path: '/courseStudent/:slug', element: <CourseStudentPage /> }],
    ['/courseStudent/night-driving'],
  );
  return fetchMock;
}

describe('a course I study', () => {
  it('resumes at the first lesson not done, with progress and a note for the other language', async () => {
    const fetchMock = setup();
    expect(await screen.findByRole('heading', { name: 'थकान' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This lesson is available in Hindi only.');
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    expect(screen.getByText('1 of 2 lessons done')).toBeInTheDocument();
    expect(screen.getByTitle('Lesson video')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    // The page asks for the texts in its language.
    expect(requestedPaths(fetchMock)).toContain(
      '/api/learning/courses/night-driving/lessons/12?lang=en',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mark lesson as done' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/learning/courses/night-driving/lessons/12/done')).toEqual({
        done: true,
      }),
    );
  });

  it('offers the certificate once every lesson is done', async () => {
    setup({
      ...course,
      syllabus: course.syllabus.map((l) => ({ ...l, done: true })),
      progress: { done: 2, total: 2, resumeLessonId: 11 },
    });
    expect(await screen.findByRole('button', { name: 'Get my certificate' })).toBeInTheDocument();
  });

  it('shows the certificate code and download once issued', async () => {
    setup({ ...course, certificateCode: 'ABCD-EFGH-JKMN' });
    expect(
      await screen.findByText('Course complete: your certificate code is ABCD-EFGH-JKMN.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      '/api/learning/courses/night-driving/certificate.pdf',
    );
    expect(screen.getByRole('link', { name: 'Public check page' })).toHaveAttribute(
      'href',
      '/certificate/ABCD-EFGH-JKMN',
    );
  });

  it('stays on the lesson just marked done, though the course now resumes at the next one', async () => {
    let marked = false;
    const lesson13: Lesson = { ...lesson12, id: 13, title: 'रात में जानवर', previousId: 12 };
    const syllabus = [
      ...course.syllabus,
      { id: 13, title: 'रात में जानवर', language: 'hi', done: false },
    ];
    stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: loggedIn() };
      if (url.pathname === '/api/learning/courses/night-driving') {
        const progress = marked
          ? { done: 2, total: 3, resumeLessonId: 13 }
          : { done: 1, total: 3, resumeLessonId: 12 };
        return { body: { ...course, syllabus, progress } };
      }
      if (url.pathname === '/api/learning/courses/night-driving/lessons/12')
        return { body: { ...lesson12, done: marked, nextId: 13 } };
      if (url.pathname === '/api/learning/courses/night-driving/lessons/13')
        return { body: lesson13 };
      if (url.pathname.endsWith('/done')) {
        marked = true;
        return { body: { lessonId: 12, done: true } };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    renderRoutes(
      [{ path: '/courseStudent/:slug', element: <CourseStudentPage /> }],
      ['/courseStudent/night-driving'],
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'थकान' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark lesson as done' }));
    expect(await screen.findByText('2 of 3 lessons done')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as not done' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'थकान' })).toBeInTheDocument();
  });
});

describe('a lesson with a picture, and the next lesson', () => {
  it("shows the instructor's picture with its description, and Next lesson opens the next one", async () => {
    const PICTURE = '/media/courses/lesson-fedcba9876543210fedcba9876543210.jpg';
    const first: Lesson = {
      ...lesson12,
      id: 11,
      title: 'The left mirror',
      language: 'en',
      bodyHtml: `<p>Check the kerb.</p><img src="${PICTURE}" alt="Kerb seen in the left mirror" loading="lazy" />`,
      videoUrl: null,
      previousId: null,
      nextId: 12,
    };
    stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: loggedIn() };
      if (url.pathname === '/api/learning/courses/night-driving')
        return { body: { ...course, progress: { done: 0, total: 2, resumeLessonId: 11 } } };
      if (url.pathname === '/api/learning/courses/night-driving/lessons/11') return { body: first };
      if (url.pathname === '/api/learning/courses/night-driving/lessons/12')
        return { body: lesson12 };
      return { status: 404, body: { message: 'Not found.' } };
    });
    const { router } = renderRoutes(
      [{ path: '/courseStudent/:slug', element: <CourseStudentPage /> }],
      ['/courseStudent/night-driving'],
    );
    expect(await screen.findByRole('heading', { name: 'The left mirror' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Kerb seen in the left mirror' })).toHaveAttribute(
      'src',
      PICTURE,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next lesson' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'थकान' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?lesson=12');
  });
});
