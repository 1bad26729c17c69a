import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { blogApi } from '../test/blog-fakes';
import { loggedOut } from '../test/session-fakes';
import { renderRoutes, stubFetch } from '../test/test-utils';
import { routes } from './routes';

/** The site's public reads; anything else (the about text, gallery, FAQ) answers 404. */
function setup() {
  const blogs = blogApi();
  stubFetch((url) => {
    switch (url.pathname) {
      case '/api/site':
        return { body: { name: 'SelfDrive', phone: '1800', email: 'a@b.in', address: 'Raipur' } };
      case '/api/auth/session':
        return { body: loggedOut };
      case '/api/catalogue':
        return { body: { branches: [], categories: [] } };
      case '/api/cars/trending':
        return { body: { from: '2026-01-01T18:29:00Z', to: '2026-01-02T04:29:00Z', cars: [] } };
      default:
        return blogs(url) ?? { status: 404, body: { message: 'Not here' } };
    }
  });
  return renderRoutes(routes, ['/']);
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('the menus lead to the public pages', () => {
  it('wide menu: More opens Blogs, and About Us its page', async () => {
    const { router } = setup();
    const main = await screen.findByRole('navigation', { name: 'Main' });

    await userEvent.click(within(main).getByRole('button', { name: 'More' }));
    await userEvent.click(within(main).getByRole('link', { name: 'Blogs' }));
    expect(await h1('Featured posts')).toBeVisible();
    expect(router.state.location.pathname).toBe('/blogs');
    // The menu closed behind the choice.
    expect(within(main).getByRole('button', { name: 'More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await userEvent.click(within(main).getByRole('link', { name: 'About Us' }));
    expect(await h1(/across Chhattisgarh/)).toBeVisible();
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('drawer: each link opens its page and closes the drawer', async () => {
    const { router } = setup();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    for (const [link, path, heading] of [
      ['FAQ', '/faq', 'Frequently asked questions'],
      ['Gallery', '/gallery', 'On the road with SelfDrive Chhattisgarh'],
      ['Contact Us', '/contact-us', 'We are here to help'],
    ] as const) {
      await userEvent.click(open);
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: link }));
      expect(await h1(heading)).toBeVisible();
      expect(router.state.location.pathname).toBe(path);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });

  it('phone bottom bar: Home, My Bookings, Search and My Profile', async () => {
    const { router } = setup();
    const bar = await screen.findByRole('navigation', { name: 'Quick links' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['My Bookings', '/user/dashboard'],
      ['Search', '/search-cars'],
      ['My Profile', '/user/page/profilesetting'],
    ]);

    await router.navigate('/contact-us');
    expect(await h1('We are here to help')).toBeVisible();
    await userEvent.click(within(bar).getByRole('link', { name: 'Home' }));
    expect(await h1('Self-drive cars across Chhattisgarh')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});
