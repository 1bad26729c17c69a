import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CART_COOKIE } from '../../../../shared/learning-cart';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { writeCart } from '../lib/cart-cookie';
import { CartPage } from './cart-page';

const line = {
  targetID: 7,
  targetType: 'MainCourse',
  slug: 'night-driving-essentials',
  title: 'Night Driving Essentials',
  imageUrl: '/media/courses/x.svg',
  instructorDisplay: 'Arjun Sahu',
  price: { currency: 'INR', list: 79_900, campaignPercent: 20, final: 63_900, free: false },
  owned: false,
};

function setup(lines: unknown[]) {
  stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: { loggedIn: false, user: null } };
    return {
      body: {
        lines,
        summary: {
          currency: 'INR',
          original: 79_900,
          discount: 16_000,
          total: 63_900,
          referralPercent: 0,
        },
      },
    };
  });
  return renderRoutes(
    [{ path: '/user/checkout/cart', Component: CartPage }],
    ['/user/checkout/cart'],
  );
}

afterEach(() => {
  document.cookie = `${CART_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('CartPage', () => {
  it('shows the empty cart text and a Browse Courses link', async () => {
    setup([]);
    expect(
      await screen.findByText('Your cart is empty. Keep shopping to find a course!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/');
  });

  it('lists the course by its instructor with the actions and asks a visitor to log in to pay', async () => {
    writeCart([{ targetID: 7, targetType: 'MainCourse' }]);
    setup([line]);
    expect(await screen.findByText('1 Course in the Cart')).toBeInTheDocument();
    expect(screen.getByText('By Arjun Sahu')).toBeInTheDocument();
    for (const name of ['Remove', 'Move to Favourites', 'Gift this Course']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole('button', { name: 'Login to Secure Checkout' }),
    ).toBeInTheDocument();
    expect(document.cookie).toContain(CART_COOKIE);
  });
});
