import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { CourseReviewPage } from './course-review-page';

const course = {
  id: 7,
  slug: 'reversing-into-a-bay-7f3a',
  title: 'Reversing into a Bay',
  category: 'skill',
  summary: 'Reverse into a marked bay in three steps.',
  hasEnglish: true,
  titleHi: 'बे में गाड़ी पीछे लगाना',
  summaryHi: 'तीन चरणों में।',
  instructorDisplay: 'Nisha Tandon, Bilaspur instructor',
  updatedAt: '2026-11-20T06:30:00.000Z',
};
const blog = {
  id: 12,
  title: 'Passing my driving test in Raipur',
  excerpt: 'The hill start was the hardest part.',
  author: 'Demo Customer',
  updatedAt: '2026-11-20T06:30:00.000Z',
};

describe('the console review queue', () => {
  it('links each course to its preview, makes one Live and publishes a blog, each leaving the queue', async () => {
    const decided = new Set<string>();
    const fetchMock = stubFetch((u) => {
      if (u.pathname.endsWith('/decision')) {
        decided.add(u.pathname);
        return { body: { status: 'live' } };
      }
      if (u.pathname === '/api/learning/staff/courses') {
        const done = decided.has('/api/learning/staff/courses/7/decision');
        return { body: { courses: done ? [] : [course] } };
      }
      const done = decided.has('/api/learning/staff/blogs/12/decision');
      return { body: { blogs: done ? [] : [blog] } };
    });
    renderAt(<CourseReviewPage />, '/staff/courses', '/staff/courses');
    expect(
      await screen.findByRole('link', { name: 'Preview Reversing into a Bay' }),
    ).toHaveAttribute('href', '/staff/courses/7/preview');
    expect(screen.getByText('By Nisha Tandon, Bilaspur instructor')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make Reversing into a Bay Live' }));
    expect(await screen.findByText('Nothing is waiting for review.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/learning/staff/courses/7/decision')).toEqual({
      decision: 'live',
      reason: '',
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Publish Passing my driving test in Raipur' }),
    );
    expect(await screen.findByText('No blog is waiting for review.')).toBeInTheDocument();
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/learning/staff/blogs/12/decision')).toEqual({
        decision: 'live',
        reason: '',
      }),
    );
  });
});
