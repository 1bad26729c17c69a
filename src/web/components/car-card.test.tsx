import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeCar, renderAt, stubFetch } from '../test/test-utils';
import { CarCard } from './car-card';
import { CarGrid } from './car-grid';

// The heart asks who is logged in: a visitor here.
beforeEach(() => {
  stubFetch(() => ({ body: { loggedIn: false, user: null } }));
});

describe('CarCard', () => {
  it('shows the car facts, rates and extra-km charge', () => {
    renderAt(<CarCard car={makeCar({ fromRatePerHourPaise: 14900, seats: 7 })} />);

    const card = screen.getByRole('article', { name: 'Maruti Suzuki Swift Dzire' });
    expect(
      within(card).getByRole('heading', { name: 'Maruti Suzuki Swift Dzire' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Extra kms will be charged at ₹12/km')).toBeInTheDocument();
    expect(within(card).getByText('Automatic')).toBeInTheDocument();
    expect(within(card).getByText('Petrol')).toBeInTheDocument();
    expect(within(card).getByText('7 Seater')).toBeInTheDocument();
    expect(within(card).getByText('Sedan')).toBeInTheDocument();
    expect(within(card).getByText('Raipur Main')).toBeInTheDocument();
    expect(within(card).getByText(/^From/)).toHaveTextContent('From ₹149/hour');
  });

  it('shows the searched period’s price and km included instead of the hourly rate', () => {
    const car = makeCar({ period: { hours: 24, basePaise: 237_600, kmIncluded: 240 } });
    renderAt(<CarCard car={car} />);
    expect(screen.getByText('₹2,376')).toBeInTheDocument();
    expect(screen.getByText('for 24 hours · 240 km included')).toBeInTheDocument();
    expect(screen.queryByText(/^From/)).not.toBeInTheDocument();
  });

  it('marks its prices "+ GST" while prices are shown without GST', async () => {
    stubFetch((u) =>
      u.pathname === '/api/site'
        ? { body: { rentalPricesExcludeGst: true } }
        : { body: { loggedIn: false, user: null } },
    );
    const car = makeCar({ period: { hours: 24, basePaise: 237_600, kmIncluded: 240 } });
    renderAt(<CarCard car={car} />);
    expect(await screen.findByText('+ GST')).toBeInTheDocument();
    expect(screen.getByText('+ GST').parentElement).toHaveTextContent('₹2,376+ GST');
  });

  it('labels manual cars Manual', () => {
    renderAt(<CarCard car={makeCar({ transmission: 'manual' })} />);
    expect(screen.getByText('Manual')).toBeInTheDocument();
    expect(screen.queryByText('Automatic')).not.toBeInTheDocument();
  });

  it('links View Detail to the slugged, encoded detail path', () => {
    renderAt(<CarCard car={makeCar({ id: 42, brandName: 'Tata', modelName: 'Nexon EV Max' })} />);
    expect(screen.getByRole('link', { name: 'View Detail' })).toHaveAttribute(
      'href',
      '/car-details/42/Tata/Nexon-EV-Max',
    );
  });

  it('shows the image with alt text, intrinsic size and lazy loading', () => {
    renderAt(<CarCard car={makeCar()} />);
    const image = screen.getByRole('img', { name: 'Maruti Suzuki Swift Dzire' });
    expect(image).toHaveAttribute('src', '/media/cars/car-3.svg');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '500');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

describe('CarGrid', () => {
  it('renders one article per car and loads only the first images eagerly', () => {
    const cars = [1, 2, 3, 4].map((id) => makeCar({ id, modelName: `Model ${id}` }));
    renderAt(<CarGrid cars={cars} eagerCount={2} />);

    expect(screen.getAllByRole('article')).toHaveLength(4);
    const loading = screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
