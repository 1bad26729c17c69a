import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type ConsoleReview } from '../../../../shared/reviews';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { ConsoleReviewsPage } from './console-reviews-page';

const review: ConsoleReview = {
  id: 5,
  bookingId: 41,
  carId: 3,
  carTitle: 'Tata Nexon EV',
  branchId: 1,
  branchName: 'Bhilai',
  customerFirstName: 'Asha',
  carRating: 2,
  branchRating: 3,
  comment: 'The AC was weak.',
  tripMonth: '2026-09-01',
  createdAt: '2026-09-10T05:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  reply: null,
  repliedAt: null,
};

function setup(role: 'staff' | 'manager', answer?: { status?: number; body: unknown }) {
  let current = review;
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/console/me') {
      return {
        body: {
          id: 2,
          name: 'Kavita',
          email: 'k@example.in',
          staffRole: role,
          branchId: 1,
          branchName: 'Bhilai',
        },
      };
    }
    if (url.pathname === '/api/console/branches') return { body: { branches: [] } };
    if (url.pathname === '/api/console/reviews/5/reply') {
      if (answer) return answer;
      current = { ...current, reply: 'Sorry, it is fixed.', repliedAt: '2026-09-11T05:00:00.000Z' };
      return { body: current };
    }
    if (url.pathname === '/api/console/reviews/5/hide') {
      current = { ...current, hiddenAt: '2026-09-11T05:00:00.000Z', hiddenReason: 'Abusive' };
      return { body: current };
    }
    return { body: { reviews: [current], total: 1, page: 1, pageCount: 1 } };
  });
  renderAt(<ConsoleReviewsPage />);
  return fetchMock;
}

describe('the console’s reviews', () => {
  it('shows the review with the customer’s first name and the ratings; the desk replies once', async () => {
    const fetchMock = setup('staff');
    const item = await screen.findByRole('listitem', { name: 'Review by Asha of Tata Nexon EV' });
    expect(within(item).getByText('Car 2/5 · Branch 3/5')).toBeInTheDocument();
    expect(within(item).getByText('The AC was weak.')).toBeInTheDocument();
    // Counter staff cannot hide a review.
    expect(within(item).queryByRole('button', { name: 'Hide from the site' })).toBeNull();

    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(within(item).getByText('Please write the reply.')).toBeInTheDocument();
    await userEvent.type(
      within(item).getByLabelText('Reply to Asha (shown on the car’s page; one reply only)'),
      'Sorry, it is fixed.',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByText('The branch’s reply')).toBeInTheDocument();
    expect(within(item).getByText('Sorry, it is fixed.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/console/reviews/5/reply')).toEqual({
      reply: 'Sorry, it is fixed.',
    });
    expect(within(item).queryByRole('button', { name: 'Send reply' })).toBeNull();
  });

  it('lets a manager hide a review with the reason', async () => {
    const fetchMock = setup('manager');
    const item = await screen.findByRole('listitem', { name: 'Review by Asha of Tata Nexon EV' });
    await userEvent.type(
      await within(item).findByLabelText('Reason for hiding the review by Asha'),
      'Abusive',
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Hide from the site' }));
    expect(
      await within(item).findByText(/^Hidden from the site on .*: Abusive$/),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/console/reviews/5/hide')).toEqual({ reason: 'Abusive' });
  });

  it('shows the server’s refusal of a second reply', async () => {
    setup('staff', { status: 409, body: { message: REVIEW_MESSAGES.alreadyReplied } });
    const item = await screen.findByRole('listitem', { name: 'Review by Asha of Tata Nexon EV' });
    await userEvent.type(within(item).getByRole('textbox'), 'Again');
    await userEvent.click(within(item).getByRole('button', { name: 'Send reply' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      REVIEW_MESSAGES.alreadyReplied,
    );
  });
});
