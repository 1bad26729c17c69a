import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_COOKIE } from '../../../../shared/learning-cart';
import { loggedIn, loggedOut } from '../../../test/session-fakes';
import { renderRoutes, requestedPaths, sentRequests, stubFetch } from '../../../test/test-utils';
import { readCart, writeCart } from '../lib/cart-cookie';
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

function setup(lines: unknown[], url = '/user/checkout/cart') {
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
  return renderRoutes([{ path: '/user/checkout/cart', Component: CartPage }], [url]);
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

describe('a course named in the address (Add to Cart sent before its page was live)', () => {
  it('goes into the cart, once, and the address forgets it', async () => {
    const { router } = setup([line], '/user/checkout/cart?add=7&type=MainCourse');
    expect(await screen.findByText('1 Course in the Cart')).toBeInTheDocument();
    expect(readCart()).toEqual([{ targetID: 7, targetType: 'MainCourse' }]);
    expect(router.state.location.search).toBe('');
  });

  it('ignores a malformed one', async () => {
    const { router } = setup([], '/user/checkout/cart?add=x&type=Nonsense');
    expect(
      await screen.findByText('Your cart is empty. Keep shopping to find a course!'),
    ).toBeInTheDocument();
    expect(readCart()).toEqual([]);
    expect(router.state.location.search).toBe('');
  });
});

describe('paying for the cart', () => {
  const GATEWAY = '/checkout/pay/test/gw-41';
  const orders = (fetchMock: ReturnType<typeof stubFetch>) =>
    sentRequests(fetchMock).filter((r) => r.path === '/api/learning/orders');

  /** The cart of two courses; the checkout answers with the test gateway's page. */
  function pay(session = loggedIn()) {
    writeCart([
      { targetID: 7, targetType: 'MainCourse' },
      { targetID: 8, targetType: 'MainCourse' },
    ]);
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/session') return { body: session };
      if (url.pathname === '/api/learning/orders')
        return { body: { status: 'pending', orderId: 41, redirectUrl: GATEWAY } };
      const currency = url.searchParams.get('country') === 'AE' ? 'AED' : 'INR';
      const total = currency === 'AED' ? 9_972 : 134_900;
      return {
        body: {
          lines: [line, { ...line, targetID: 8, slug: 'hill-driving', title: 'Hill Driving' }],
          summary: { currency, original: total, discount: 0, total, referralPercent: 0 },
        },
      };
    });
    const view = renderRoutes(
      [
        { path: '/user/checkout/cart', Component: CartPage },
        { path: '*', element: <p>Another page</p> },
      ],
      ['/user/checkout/cart'],
    );
    return { ...view, fetchMock };
  }

  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('sends a visitor to log in with the cart kept, to pay on their return', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = pay(loggedOut);
    expect(await screen.findByText('2 Courses in the Cart')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order Summary' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Login to Secure Checkout' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please Login to Make Payment.');
    // The notice stays a moment (1.5 s) before the login page.
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
    expect(sessionStorage.getItem('RedirectAfterLogin')).toBe('/user/checkout/cart');
    expect(sessionStorage.getItem('Redirect2Payment')).toBe('1');
    expect(document.cookie).toContain(CART_COOKIE);
  });

  it('back from login, starts the payment by itself about 3 seconds after the cart shows', async () => {
    sessionStorage.setItem('Redirect2Payment', '1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, router } = pay();
    expect(await screen.findByText('2 Courses in the Cart')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(orders(fetchMock)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(GATEWAY);
    expect(orders(fetchMock)).toHaveLength(1);
    expect(sessionStorage.getItem('Redirect2Payment')).toBeNull();
  });

  it('prices the cart in the currency chosen there and pays in it', async () => {
    const { fetchMock, router } = pay();
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Prices for' }),
      'AE',
    );
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('AED 99.72');
    expect(requestedPaths(fetchMock)).toContainEqual(
      expect.stringMatching(/^\/api\/learning\/cart\?country=AE(&|$)/),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Secure Checkout' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(GATEWAY);
    const [order] = orders(fetchMock);
    expect([order!.init.method, JSON.parse(String(order!.init.body))]).toEqual([
      'POST',
      { country: 'AE' },
    ]);
  });
});
