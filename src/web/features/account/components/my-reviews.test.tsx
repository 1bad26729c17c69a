import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, type MyReview, type MyReviews as Mine } from '../../../../shared/reviews';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { MyReviews } from './my-reviews';

const trip = { bookingId: 12, carTitle: 'Tata Nexon EV', pickupAt: '2026-09-05T04:30:00.000Z' };
const written: MyReview = {
  id: 3,
  bookingId: 12,
  carTitle: 'Tata Nexon EV',
  carRating: 4,
  branchRating: 5,
  comment: 'Clean car.',
  tripMonth: '2026-09-01',
  reply: null,
  hidden: false,
};

function serve(post: { status?: number; body: unknown } = { status: 201, body: written }) {
  let mine: Mine = { awaiting: [trip], written: [] };
  return stubFetch((url) => {
    if (url.pathname === '/api/reviews/mine') return { body: mine };
    if (url.pathname === '/api/reviews') {
      if ((post.status ?? 201) < 300) mine = { awaiting: [], written: [written] };
      return post;
    }
    return { status: 404, body: { message: 'Not found.' } };
  });
}

const at = (url: string) => renderAt(<MyReviews />, url, '/user/page/MyReviews');

describe('My Reviews', () => {
  it('opens the trip of the review link with two labelled 1-5 groups and a comment box', async () => {
    serve();
    at('/user/page/MyReviews?booking=12');
    const form = await screen.findByRole('form', { name: 'How was your trip in Tata Nexon EV?' });
    const car = within(form).getByRole('group', { name: 'How was the car?' });
    const branch = within(form).getByRole('group', { name: 'How was the branch?' });
    for (const group of [car, branch]) {
      expect(within(group).getAllByRole('radio')).toHaveLength(5);
      expect(within(group).getByLabelText('1 star')).toHaveAttribute('type', 'radio');
      expect(within(group).getByLabelText('5 stars')).toHaveAttribute('type', 'radio');
    }
    expect(within(form).getByLabelText('Your comment (optional)')).toHaveAttribute(
      'maxlength',
      '1000',
    );
  });

  it('asks for both ratings, then sends the review with a loading state and thanks', async () => {
    const fetchMock = serve();
    at('/user/page/MyReviews');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Rate your trip in Tata Nexon EV' }),
    );
    const form = screen.getByRole('form');
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByText(REVIEW_MESSAGES.carRating)).toBeInTheDocument();
    expect(within(form).getByText(REVIEW_MESSAGES.branchRating)).toBeInTheDocument();

    const car = within(form).getByRole('group', { name: 'How was the car?' });
    const branch = within(form).getByRole('group', { name: 'How was the branch?' });
    await userEvent.click(within(car).getByLabelText('4 stars'));
    await userEvent.click(within(branch).getByLabelText('5 stars'));
    await userEvent.type(within(form).getByLabelText('Your comment (optional)'), 'Clean car.');

    // The reply waits until the test lets it go: the button shows the request is on its way.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/reviews') await gate;
      return answer(input, init);
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();

    expect(
      await screen.findByText('Thank you! Your review is on the car’s page.'),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/reviews')).toEqual({
      bookingId: 12,
      carRating: 4,
      branchRating: 5,
      comment: 'Clean car.',
    });
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(await screen.findByText('Clean car.')).toBeInTheDocument();
    expect(
      screen.getByText('No trips to rate. After a trip, you can rate the car and the branch here.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    serve({ status: 409, body: { message: REVIEW_MESSAGES.alreadyReviewed } });
    at('/user/page/MyReviews?booking=12');
    const form = await screen.findByRole('form');
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'How was the car?' })).getByLabelText(
        '3 stars',
      ),
    );
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'How was the branch?' })).getByLabelText(
        '1 star',
      ),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      REVIEW_MESSAGES.alreadyReviewed,
    );
  });
});
