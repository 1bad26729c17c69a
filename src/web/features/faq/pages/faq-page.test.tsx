import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FaqListResponse } from '../../../../shared/content';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { FaqPage } from './faq-page';

const faqs: FaqListResponse = {
  faqs: [
    {
      id: 4,
      topic: 'Booking',
      question: 'How do I book a self-drive car?',
      answerHtml: '<p>Search by branch and time, then pay online.</p>',
    },
    {
      id: 9,
      topic: 'Deposit',
      question: 'How much is the security deposit and when do I get it back?',
      answerHtml:
        '<p>It is 100% refundable and returned within three working days of the return.</p>',
    },
  ],
};

describe('FaqPage', () => {
  it('numbers the questions in the order the server sends them, with the page title', async () => {
    const fetchMock = stubFetch(() => ({ body: faqs }));
    renderRoutes([{ path: '/faq', Component: FaqPage }], ['/faq']);

    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^1How do I book a self-drive car\?/);
    expect(items[1]).toHaveTextContent(/^2How much is the security deposit/);
    expect(requestedPaths(fetchMock)).toEqual(['/api/faqs']);
    await waitFor(() =>
      expect(document.title).toBe('Frequently asked questions | SelfDrive Chhattisgarh'),
    );
  });

  it('opens a question to its answer', async () => {
    stubFetch(() => ({ body: faqs }));
    renderRoutes([{ path: '/faq', Component: FaqPage }], ['/faq']);
    const answer = await screen.findByText(/It is 100% refundable and returned within three/);
    expect(answer).not.toBeVisible();

    await userEvent.click(
      screen.getByText('How much is the security deposit and when do I get it back?'),
    );

    expect(answer).toBeVisible();
    expect(screen.getByText('Search by branch and time, then pay online.')).not.toBeVisible();
  });
});
