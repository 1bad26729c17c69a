import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseForReview } from '../../../../shared/learning-authoring';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { CoursePreviewPage } from './course-preview-page';

const course: CourseForReview = {
  id: 7,
  slug: 'night-driving-7f3a',
  status: 'review',
  rejectReason: null,
  instructorDisplay: 'Kiran Patel, Durg',
  prices: [
    { currency: 'INR', list: 49_900, campaignPercent: 10, final: 44_900, free: false },
    { currency: 'USD', list: 998, campaignPercent: 10, final: 900, free: false },
  ],
  draft: {
    title: 'Night Driving',
    category: 'qb',
    summary: 'Headlights, glare and tired eyes on NH-53 after dark.',
    titleHi: '',
    summaryHi: '',
    priceInr: 499,
    priceUsd: 9.98,
    campaignPercent: 10,
    imageUrl: '/media/courses/cover-night.jpg',
    lessons: [
      {
        title: 'Using high beam',
        bodyHtml: '<p>Dip for oncoming traffic.</p>',
        titleHi: '',
        bodyHtmlHi: '',
        videoUrl: '',
      },
    ],
    questions: [
      {
        prompt: 'When do you dip your headlights?',
        options: ['Never', 'For oncoming traffic'],
        correctIndex: 1,
        explanation: 'High beam dazzles other drivers.',
        promptHi: '',
        optionsHi: [],
        explanationHi: '',
      },
    ],
  },
};

describe('CoursePreviewPage', () => {
  it('shows staff the cover, prices, lessons and questions of a course On Review', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname.endsWith('/decision') ? { body: { id: 7, status: 'live' } } : { body: course },
    );
    renderAt(<CoursePreviewPage />, '/staff/courses/7/preview', '/staff/courses/:id/preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Driving' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Cover of Night Driving' })).toHaveAttribute(
      'src',
      '/media/courses/cover-night.jpg',
    );
    expect(screen.getByText('INR: ₹449 (list ₹499, 10% off)')).toBeInTheDocument();
    expect(screen.getByText('USD: $9 (list $9.98, 10% off)')).toBeInTheDocument();
    expect(screen.getByText('Dip for oncoming traffic.')).toBeInTheDocument();
    expect(screen.getByText(/For oncoming traffic\s*\(right answer\)/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Make Night Driving Live' }));
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/learning/staff/courses/7/decision')).toEqual({
      decision: 'live',
      reason: '',
    });
  });
});
