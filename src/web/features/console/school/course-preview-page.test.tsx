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

  it('shows the English and Hindi of every lesson and question, side by side or one at a time', async () => {
    const bilingual: CourseForReview = {
      ...course,
      draft: {
        ...course.draft,
        titleHi: 'रात में ड्राइविंग',
        summaryHi: 'हेडलाइट, चकाचौंध और थकी आँखें।',
        lessons: [
          {
            title: 'Using high beam',
            bodyHtml: '<p>Dip for oncoming traffic.</p>',
            titleHi: 'हाई बीम का इस्तेमाल',
            bodyHtmlHi: '<p>सामने से गाड़ी आए तो लाइट डिप कीजिए।</p>',
            videoUrl: '',
          },
          {
            title: 'Fatigue',
            bodyHtml: '<p>Stop every two hours.</p>',
            titleHi: '',
            bodyHtmlHi: '',
            videoUrl: '',
          },
        ],
        questions: [
          {
            prompt: '',
            options: [],
            correctIndex: 1,
            explanation: '',
            promptHi: 'लाइट कब डिप करें?',
            optionsHi: ['कभी नहीं', 'सामने से गाड़ी आने पर'],
            explanationHi: 'हाई बीम से सामने वाले की आँखें चौंधिया जाती हैं।',
          },
        ],
      },
    };
    stubFetch(() => ({ body: bilingual }));
    renderAt(<CoursePreviewPage />, '/staff/courses/7/preview', '/staff/courses/:id/preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'Night Driving' })).toBeVisible();

    // Both languages at once, each marked with its language.
    expect(screen.getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
    expect(screen.getByText('Dip for oncoming traffic.')).toBeVisible();
    expect(screen.getByText('सामने से गाड़ी आए तो लाइट डिप कीजिए।').closest('[lang]')).toHaveAttribute(
      'lang',
      'hi-IN',
    );
    expect(screen.getByText('रात में ड्राइविंग')).toBeVisible();
    expect(screen.getByText(/सामने से गाड़ी आने पर\s*\(right answer\)/)).toBeVisible();
    expect(screen.getByText('2 in English, 1 in Hindi')).toBeVisible();
    expect(screen.getByText('0 in English, 1 in Hindi')).toBeVisible();
    // Where the instructor left a language out, staff are told.
    expect(screen.getByText('No Hindi version of this lesson.')).toBeVisible();
    expect(screen.getByText('No English version of this question.')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: 'Hindi' }));
    expect(screen.getByText('सामने से गाड़ी आए तो लाइट डिप कीजिए।')).toBeVisible();
    expect(screen.queryByText('Dip for oncoming traffic.')).not.toBeInTheDocument();
    expect(screen.getByText('No Hindi version of this lesson.')).toBeVisible();
    expect(screen.queryByText('No English version of this question.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByText('Dip for oncoming traffic.')).toBeVisible();
    expect(screen.queryByText('सामने से गाड़ी आए तो लाइट डिप कीजिए।')).not.toBeInTheDocument();
    expect(screen.getByText('No English version of this question.')).toBeVisible();
  });

  it('names a course written in Hindi only by its Hindi title, and shows a price without a campaign as it is', async () => {
    const hindiOnly: CourseForReview = {
      ...course,
      prices: [{ currency: 'INR', list: 29_900, campaignPercent: 0, final: 29_900, free: false }],
      draft: {
        ...course.draft,
        category: 'skill',
        title: '',
        summary: '',
        titleHi: 'बारिश में ड्राइविंग',
        summaryHi: 'फिसलन भरी सड़क पर चलना।',
        campaignPercent: 0,
        lessons: [
          {
            title: '',
            bodyHtml: '',
            titleHi: 'पहली बारिश',
            bodyHtmlHi: '<p>रफ़्तार कम रखिए।</p>',
            videoUrl: '',
          },
        ],
        questions: [],
      },
    };
    stubFetch(() => ({ body: hindiOnly }));
    renderAt(<CoursePreviewPage />, '/staff/courses/7/preview', '/staff/courses/:id/preview');
    expect(await screen.findByRole('heading', { level: 1, name: 'बारिश में ड्राइविंग' })).toBeVisible();
    expect(screen.getByText('INR: ₹299')).toBeInTheDocument();
    expect(screen.getByText('No English version of this lesson.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Make बारिश में ड्राइविंग Live' })).toBeInTheDocument();
  });
});
