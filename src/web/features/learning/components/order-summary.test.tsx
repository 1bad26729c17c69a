import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OrderSummaryBox } from './order-summary-box';
import { StarRating } from './star-rating';

const summary = {
  currency: 'INR' as const,
  original: 199_800,
  discount: 15_000,
  total: 184_800,
  referralPercent: 0,
};

describe('OrderSummaryBox', () => {
  it('shows Original Price, Discounted Amount and Total, the terms link and the guarantee', () => {
    render(<OrderSummaryBox summary={summary} />, { wrapper: MemoryRouter });
    expect(screen.getByText('Original Price').nextSibling).toHaveTextContent('₹1,998');
    expect(screen.getByText('Discounted Amount').nextSibling).toHaveTextContent('-₹150');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₹1,848');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/information/termandconditions',
    );
    expect(screen.getByText('30 day Refund Guarantee')).toBeInTheDocument();
  });

  it('leaves Discounted Amount out when nothing is discounted', () => {
    render(<OrderSummaryBox summary={{ ...summary, discount: 0, total: 199_800 }} />, {
      wrapper: MemoryRouter,
    });
    expect(screen.queryByText('Discounted Amount')).not.toBeInTheDocument();
  });
});

describe('StarRating', () => {
  it('draws half stars and says N/A without a rating', () => {
    const { rerender } = render(<StarRating rating={4.26} count={3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    rerender(<StarRating rating={0} />);
    expect(screen.getByText('Rating: N/A')).toBeInTheDocument();
  });
});
