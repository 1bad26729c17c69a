import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CourseDetailPage } from './course-detail-page';

const course: CourseDetail = {
  id: 3,
  slug: 'night-driving',
  title: 'रात में ड्राइविंग',
  summary: 'हेडलाइट और चकाचौंध।',
  language: 'hi',
  imageUrl: '/media/courses/night-driving.jpg',
  category: 'skill',
  targetType: 'MainCourse',
  instructorDisplay: 'Meena Verma',
  price: { currency: 'INR', list: 49_900, campaignPercent: 0, final: 49_900, free: false },
  rating: 0,
  reviewCount: 0,
  createdAt: '2026-11-01T06:30:00.000Z',
  status: 'live',
  instructor: { displayName: 'Meena Verma', bio: 'Raipur' },
  syllabus: [
    { id: 11, title: 'हाई बीम', language: 'hi', done: true },
    { id: 12, title: 'Fatigue', language: 'en', done: false },
    { id: 13, title: 'थकान', language: 'hi', done: false },
  ],
  progress: { done: 1, total: 3, resumeLessonId: 12 },
  finalTest: null,
  certificateCode: null,
  questionCount: 0,
  bankSize: 0,
  durationSeconds: 0,
  reviews: [],
  enrolled: true,
  bestPercent: null,
};

function show(detail: CourseDetail) {
  stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: loggedIn() };
    if (url.pathname === '/api/learning/courses/night-driving') return { body: detail };
    return { status: 404, body: { message: 'Not found.' } };
  });
  renderRoutes(
    [{ path: '/course/:slug', element: <CourseDetailPage /> }],
    ['/course/night-driving'],
  );
}

describe('the course page', () => {
  it('shows an enrolled learner their progress and resumes at the first lesson not done', async () => {
    show(course);
    expect(await screen.findByRole('heading', { level: 1, name: 'रात में ड्राइविंग' })).toHaveAttribute(
      'lang',
      'hi-IN',
    );
    expect(screen.getByText('This course is written in Hindi only.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 3 lessons done',
    );
    expect(screen.getByRole('link', { name: 'Resume course' })).toHaveAttribute(
      'href',
      '/courseStudent/night-driving?lesson=12',
    );
  });

  it('offers to start a course not begun', async () => {
    show({
      ...course,
      syllabus: course.syllabus.map((l) => ({ ...l, done: false })),
      progress: { done: 0, total: 3, resumeLessonId: 11 },
    });
    expect(await screen.findByRole('link', { name: 'Start course' })).toHaveAttribute(
      'href',
      '/courseStudent/night-driving?lesson=11',
    );
    expect(screen.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
  });

  it('shows no progress to a visitor who is not enrolled', async () => {
    show({ ...course, enrolled: false, progress: { done: 0, total: 3, resumeLessonId: null } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /Resume course|Start course/ }),
    ).not.toBeInTheDocument();
  });
});
