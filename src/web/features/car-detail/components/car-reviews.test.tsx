import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarReviews as CarReviewsData } from '../../../../shared/reviews';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
import { CarReviews, tripMonthText } from './car-reviews';

const car = { id: 7, brandName: 'Tata', modelName: 'Nexon' };

function reviews(overrides: Partial<CarReviewsData> = {}): CarReviewsData {
  return {
    average: 4.5,
    count: 2,
    page: 1,
    pageCount: 1,
    reviews: [
      {
        id: 2,
        firstName: 'Rahul',
        carRating: 4,
        branchRating: 3,
        comment: 'AC was weak.',
        tripMonth: '2026-09-01',
        reply: 'Sorry, the AC is fixed now.',
      },
      {
        id: 1,
        firstName: 'Meena',
        carRating: 5,
        branchRating: 5,
        comment: '',
        tripMonth: '2026-08-01',
        reply: null,
      },
    ],
    ...overrides,
  };
}

describe("the car page's reviews", () => {
  it('shows the average, the count and the latest reviews with the month and the reply', async () => {
    const fetchMock = stubFetch(() => ({ body: reviews() }));
    const { container } = renderAt(<CarReviews car={car} />, '/car-details/7/Tata/Nexon');

    const section = await screen.findByRole('region', { name: 'Reviews from renters' });
    expect(await within(section).findByText('4.5 out of 5')).toBeInTheDocument();
    expect(within(section).getByText('2 reviews')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toEqual(['/api/reviews/cars/7?page=1']);

    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('Rahul')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Trip in Sept 2026')).toBeInTheDocument();
    expect(within(items[0]!).getByText('AC was weak.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Reply from the branch')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Sorry, the AC is fixed now.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('4 out of 5')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Meena')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('Reply from the branch')).toBeNull();

    const data = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(data?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Tata Nexon',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
    });
  });

  it('says there are none yet, with no rating data, when no visible review rates the car', async () => {
    stubFetch(() => ({ body: reviews({ average: null, count: 0, reviews: [] }) }));
    const { container } = renderAt(<CarReviews car={car} />, '/car-details/7/Tata/Nexon');
    expect(
      await screen.findByText('No reviews yet. Renters can review the car after their trip.'),
    ).toBeInTheDocument();
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('names the month of the trip in Hindi too', () => {
    expect(tripMonthText('2026-09-01', 'en')).toBe('Sept 2026');
    expect(tripMonthText('2026-01-01', 'hi')).toBe('जन॰ 2026');
  });
});
