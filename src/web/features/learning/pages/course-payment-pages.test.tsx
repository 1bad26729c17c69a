import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import type { MyCourses } from '../../../../shared/learning-study';
import { loggedIn, loggedOut } from '../../../test/session-fakes';
import { renderRoutes, sentBody, stubFetch } from '../../../test/test-utils';
import { rememberGift } from '../lib/cart-cookie';
import { CourseTestGatewayPage } from './course-test-gateway-page';
import { GiftClaimPage } from './gift-claim-page';
import { GiftCoursePage } from './gift-course-page';
import { MyCoursesPage } from './my-courses-page';

const elsewhere = { path: '*', element: <p>Another page</p> };

afterEach(() => sessionStorage.clear());

describe('the test gateway for a course order', () => {
  it('shows the amount due, and a successful payment goes where the server says', async () => {
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/auth/session') return { body: loggedIn() };
      if (u.pathname === '/api/learning/payments/test/gw-41')
        return { body: { orderId: 41, total: 134_900, currency: 'INR', status: 'pending' } };
      return { body: { status: 'success', redirectUrl: '/user/page/mycourses?status=1' } };
    });
    const { router } = renderRoutes(
      [{ path: '/checkout/pay/test/:orderId', element: <CourseTestGatewayPage /> }, elsewhere],
      ['/checkout/pay/test/gw-41'],
    );
    expect(await screen.findByRole('heading', { name: 'Pay for course order #41' })).toBeVisible();
    expect(screen.getByTestId('amount')).toHaveTextContent('₹1,349');
    await userEvent.click(screen.getByRole('button', { name: 'Pay successfully' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/user/page/mycourses?status=1',
    );
    expect(sentBody(fetchMock, '/api/learning/payments/test/gw-41/complete')).toEqual({
      outcome: 'success',
    });
  });
});

describe('My Courses after paying', () => {
  it('thanks the buyer and opens each course, lessons or mock test, from its title', async () => {
    const mine: MyCourses = {
      courses: [
        {
          slug: 'driving-licence-test-masterclass',
          title: 'Driving Licence Test Masterclass',
          category: 'exam',
          imageUrl: '/media/courses/x.svg',
          lessonCount: 4,
          openedCount: 0,
          doneCount: 0,
          language: 'en',
          bestPercent: null,
          certificateCode: null,
        },
        {
          slug: 'learners-mock-test-road-signs',
          title: "Learner's Licence Mock Test: Road Signs",
          category: 'qb',
          imageUrl: '/media/courses/y.svg',
          lessonCount: 0,
          openedCount: 0,
          doneCount: 0,
          language: 'en',
          bestPercent: null,
          certificateCode: null,
        },
      ],
    } as MyCourses;
    stubFetch((u) => {
      if (u.pathname === '/api/auth/session') return { body: loggedIn() };
      if (u.pathname === '/api/learning/my-courses') return { body: mine };
      if (u.pathname === '/api/learning/favourites') return { body: { courses: [] } };
      if (u.pathname === '/api/learning/orders') return { body: { orders: [] } };
      return { body: { documents: [] } };
    });
    renderRoutes(
      [{ path: '/user/page/mycourses', element: <MyCoursesPage /> }, elsewhere],
      ['/user/page/mycourses?status=1'],
    );
    expect(
      screen.getByText('Thanks for your order. Your courses are ready below.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: 'Driving Licence Test Masterclass' }),
    ).toHaveAttribute('href', '/courseStudent/driving-licence-test-masterclass');
    expect(
      screen.getByRole('link', { name: "Learner's Licence Mock Test: Road Signs" }),
    ).toHaveAttribute('href', '/courseQBStudent/learners-mock-test-road-signs');
  });
});

describe('gifting a course', () => {
  const night = {
    id: 7,
    slug: 'night-driving-essentials',
    title: 'Night Driving Essentials',
    price: { currency: 'INR', list: 79_900, campaignPercent: 20, final: 63_900, free: false },
  } as unknown as CourseDetail;

  it("sends the friend's name and e-mail with the course, then goes to pay", async () => {
    rememberGift(night);
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/auth/session') return { body: loggedIn() };
      if (u.pathname === '/api/learning/courses/night-driving-essentials') return { body: night };
      return { body: { status: 'pending', orderId: 42, redirectUrl: '/checkout/pay/test/gw-42' } };
    });
    localStorage.setItem('courseCountry', 'IN');
    const { router } = renderRoutes(
      [{ path: '/checkout/giftCourse', element: <GiftCoursePage /> }, elsewhere],
      ['/checkout/giftCourse'],
    );
    expect(await screen.findByText('Night Driving Essentials')).toBeInTheDocument();
    expect(screen.getByText('₹639')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText("Friend's name"), 'Ravi Sahu');
    await userEvent.type(screen.getByLabelText("Friend's e-mail"), 'ravi.gift@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Gift this Course' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout/pay/test/gw-42');
    expect(sentBody(fetchMock, '/api/learning/gifts')).toEqual({
      courseId: 7,
      friendName: 'Ravi Sahu',
      friendEmail: 'ravi.gift@example.test',
      country: 'IN',
    });
    localStorage.clear();
  });

  const gift = {
    slug: 'night-driving-essentials',
    title: 'Night Driving Essentials',
    category: 'skill',
    giver: 'Demo Customer',
    friendName: 'Ravi Sahu',
    claimed: false,
  };

  it('greets the friend by the giver and the course, and Start Learning enrols them', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === '/api/auth/session' ? { body: loggedIn() } : { body: gift },
    );
    const { router } = renderRoutes(
      [{ path: '/gift/:token', element: <GiftClaimPage /> }, elsewhere],
      ['/gift/tok-1'],
    );
    expect(
      await screen.findByRole('heading', {
        name: 'Demo Customer gifted you “Night Driving Essentials”',
      }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start Learning' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courseStudent/night-driving-essentials');
    const claims = fetchMock.mock.calls.filter(([u]) => String(u).includes('/claim'));
    expect(claims.map(([u, init]) => [String(u).split('?')[0], init?.method])).toEqual([
      ['/api/learning/gifts/tok-1/claim', 'POST'],
    ]);
  });

  it('asks a friend who is not signed in to log in first, and comes back to the gift', async () => {
    stubFetch((u) => (u.pathname === '/api/auth/session' ? { body: loggedOut } : { body: gift }));
    renderRoutes(
      [{ path: '/gift/:token', element: <GiftClaimPage /> }, elsewhere],
      ['/gift/tok-1'],
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Login to claim your course' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
    expect(sessionStorage.getItem('RedirectAfterLogin')).toBe('/gift/tok-1');
  });
});
