import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCar, renderAt, stubFetch } from '../test/test-utils';
import { CarCard } from './car-card';

// The heart asks who is logged in: a visitor here.
beforeEach(() => {
  stubFetch(() => ({ body: { loggedIn: false, user: null } }));
});

describe("a car card's rating", () => {
  it("shows the renters' average and count, read out in full", () => {
    renderAt(<CarCard car={makeCar({ rating: { average: 4.5, count: 12 } })} />);
    const card = screen.getByRole('article', { name: 'Maruti Suzuki Swift Dzire' });
    expect(within(card).getByText('4.5')).toBeInTheDocument();
    expect(within(card).getByText('(12)')).toBeInTheDocument();
    expect(within(card).getByText('Rated 4.5 out of 5 by 12 renters')).toBeInTheDocument();
  });

  it('says one renter, and shows nothing for a car nobody rated', () => {
    const { unmount } = renderAt(<CarCard car={makeCar({ rating: { average: 4, count: 1 } })} />);
    expect(screen.getByText('Rated 4.0 out of 5 by 1 renter')).toBeInTheDocument();
    unmount();
    renderAt(<CarCard car={makeCar({ rating: null })} />);
    expect(screen.queryByText(/^Rated/)).toBeNull();
  });
});
