import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { loggedIn, loggedOut } from '../../../test/session-fakes';
import { renderRoutes, sentBody, stubFetch } from '../../../test/test-utils';
import { readCart } from '../lib/cart-cookie';
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
  instructor: { displayName: 'Meena Verma', bio: 'Raipur', language: 'en' },
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

describe('buying, gifting and reviewing a course', () => {
  const masterclass: CourseDetail = {
    ...course,
    id: 12,
    slug: 'night-driving',
    title: 'Driving Licence Test Masterclass',
    language: 'en',
    category: 'exam',
    instructorDisplay: 'Meena Verma, RTO-certified instructor (Raipur)',
    price: { currency: 'INR', list: 149_900, campaignPercent: 10, final: 134_900, free: false },
    syllabus: [{ id: 11, title: 'What the examiner watches', language: 'en', done: false }],
    progress: { done: 0, total: 1, resumeLessonId: 11 },
    enrolled: false,
  };

  /** The course page at /course/night-driving, for a visitor or a student; other pages named. */
  function visit(detail: CourseDetail, session = loggedOut) {
    let current = detail;
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: session };
      if (url.pathname === '/api/learning/courses/night-driving') return { body: current };
      if (url.pathname.endsWith('/reviews')) {
        // The course's rating once the review is counted.
        current = { ...current, rating: 4.5, reviewCount: 1 };
        return { status: 201, body: {} };
      }
      return { status: 404, body: { message: 'Not found.' } };
    });
    const result = renderRoutes(
      [
        { path: '/course/:slug', element: <CourseDetailPage /> },
        { path: '*', element: <p>Another page</p> },
      ],
      ['/course/night-driving'],
    );
    return { ...result, fetchMock };
  }

  afterEach(() => {
    document.cookie = 'sd_course_cart=; max-age=0; path=/';
    sessionStorage.clear();
  });

  it('shows the campaign price under the struck list price, and adds the course to the cart', async () => {
    const { router } = visit(masterclass);
    const aside = (await screen.findByRole('button', { name: 'Add to Cart' })).closest('aside')!;
    expect(within(aside).getByText('₹1,349')).toBeInTheDocument();
    expect(within(aside).getByText('₹1,499').tagName).toBe('S');
    expect(within(aside).getByText('10% off')).toBeInTheDocument();
    expect(
      screen.getByText('By Meena Verma, RTO-certified instructor (Raipur)'),
    ).toBeInTheDocument();

    await userEvent.click(within(aside).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/checkout/cart');
    expect(readCart()).toEqual([{ targetID: 12, targetType: 'MainCourse' }]);
  });

  it('takes Gift this Course to the gift form holding the course', async () => {
    const { router } = visit(masterclass, loggedIn());
    await userEvent.click(await screen.findByRole('button', { name: 'Gift this Course' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/giftCourse');
    expect(JSON.parse(sessionStorage.getItem('giftCourse')!)).toEqual({
      id: 12,
      slug: 'night-driving',
    });
    expect(readCart()).toEqual([]);
  });

  it('describes a free mock test without a rating yet', async () => {
    visit({
      ...masterclass,
      category: 'qb',
      targetType: 'questionBank',
      syllabus: [],
      progress: { done: 0, total: 0, resumeLessonId: null },
      price: { currency: 'INR', list: 0, campaignPercent: 0, final: 0, free: true },
      rating: 0,
      questionCount: 15,
      durationSeconds: 450,
    });
    expect(await screen.findByText('Rating: N/A')).toBeInTheDocument();
    expect(
      screen.getByText(
        '15 questions, 8 minutes, 9 right to pass, scored, with the right answer explained after each attempt.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enrol for Free' })).toBeInTheDocument();
  });

  it("lets a student rate in half stars, then write a review, and shows the course's new rating", async () => {
    const { fetchMock } = visit({ ...masterclass, enrolled: true }, loggedIn());
    await screen.findByRole('group', { name: 'Your rating' });
    expect(screen.queryByLabelText('Your review (optional)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4.5 stars' }));
    await userEvent.type(
      screen.getByLabelText('Your review (optional)'),
      'The hill start lesson got me through.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks for your review.');
    expect(sentBody(fetchMock, '/api/learning/courses/night-driving/reviews')).toEqual({
      rating: 4.5,
      comment: 'The hill start lesson got me through.',
    });
    expect(
      (await screen.findAllByRole('img', { name: 'Rated 4.5 out of 5' })).length,
    ).toBeGreaterThan(0);
  });
});
