import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteInfo } from '../../../shared/site';
import { ACCOUNT_SECTIONS } from '../../features/account/pages/account-page';
import { SideMenu } from '../../features/account/components/side-menu';
import { makeSessionUser } from '../../test/session-fakes';
import { renderAt, stubFetch } from '../../test/test-utils';
import { routes } from '../routes';
import { Header } from './header';
import { MobileDrawer } from './mobile-drawer';

const site: SiteInfo = {
  name: 'SelfDrive Chhattisgarh',
  phone: '+91 98765 43210',
  email: 'hello@selfdrive.example',
  address: 'GE Road, Supela, Bhilai 490023',
  learningEnabled: true,
};

/** Customer pages a menu need not list: each is reached from the page named beside it. */
const REACHED_FROM_A_PAGE: Record<string, string> = {
  '/user/page/updateprofilesetting': 'Edit on the profile page',
  '/user/page/EmailNotificationSetting': 'the profile page',
  '/user/page/NotificationSetting': 'the profile page',
  '/user/page': 'the same page as My Profile',
  '/user/login': 'Sign in',
  '/user/register': 'the login page',
  '/user/bookmyride': 'Book on a car',
  '/user/pay-balance':
    'the payment link mailed after a return, and the final bill on the dashboard',
};

/** Every page of a signed-in customer: the site's static /user/... routes and account sections. */
function customerPages(): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const r of list) {
      if (r.path && !r.path.includes(':')) paths.push(`/${r.path.replace(/^\//, '')}`);
      if (r.children) walk(r.children);
    }
  };
  walk(routes);
  const fromRoutes = paths.filter((p) => p.startsWith('/user/') || p === '/create-blog');
  const sections = ACCOUNT_SECTIONS.map((name) => `/user/page/${name}`);
  return [...new Set([...fromRoutes, ...sections])].filter((p) => !(p in REACHED_FROM_A_PAGE));
}

const hrefsIn = (root: HTMLElement) =>
  within(root)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href')!.split('?')[0]!);

function signedIn() {
  stubFetch((url) =>
    url.pathname === '/api/site'
      ? { body: site }
      : { body: { loggedIn: true, user: makeSessionUser({ name: 'Asha Verma' }) } },
  );
}

describe('every customer page has a way in', () => {
  it('lists the customer pages the test walks (so the walk cannot pass on an empty list)', () => {
    expect(customerPages()).toEqual(
      expect.arrayContaining([
        '/user/dashboard',
        '/user/page/mycourses',
        '/user/page/myblog',
        '/create-blog',
        '/user/checkout/cart',
        '/user/page/MyTransaction',
      ]),
    );
  });

  it('links every customer page from the header, its account dropdown and More', async () => {
    signedIn();
    renderAt(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    const header = screen.getByRole('banner');
    const linked = new Set(hrefsIn(header));
    await userEvent.click(within(header).getByRole('button', { name: 'More' }));
    for (const href of hrefsIn(header)) linked.add(href);
    const sideMenu = renderAt(<SideMenu />);
    await within(sideMenu.container).findByRole('link', { name: 'My Courses', hidden: true });
    for (const href of hrefsIn(sideMenu.container)) linked.add(href);
    expect(customerPages().filter((p) => !linked.has(p))).toEqual([]);
  });

  it('puts My Courses, My Blogs and Upload Blog in the dropdown, the side menu and More', async () => {
    signedIn();
    renderAt(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: /My Account/ }));
    for (const name of ['My Courses', 'My Blogs', 'Upload Blog']) {
      expect(screen.getAllByRole('link', { name, hidden: true }).length).toBeGreaterThanOrEqual(2);
    }
    expect(screen.getAllByRole('link', { name: 'Upload Blog', hidden: true })[0]).toHaveAttribute(
      'href',
      '/create-blog?new=1',
    );
    const side = renderAt(<SideMenu />);
    for (const name of ['My Courses', 'My Blogs', 'Upload Blog']) {
      expect(await within(side.container).findByRole('link', { name })).toBeInTheDocument();
    }
  });

  it('shows the course cart in the header with how many courses it holds', async () => {
    signedIn();
    document.cookie = `sd_course_cart=${encodeURIComponent(
      JSON.stringify([
        { targetID: 1, targetType: 'MainCourse' },
        { targetID: 2, targetType: 'questionBank' },
        { targetID: 1, targetType: 'MainCourse' },
      ]),
    )}; path=/`;
    renderAt(<Header />);
    const cart = await screen.findByRole('link', { name: 'Course Cart, 2 in it' });
    expect(cart).toHaveAttribute('href', '/user/checkout/cart');
    expect(cart).toHaveTextContent('2');
    document.cookie = 'sd_course_cart=; max-age=0; path=/';
  });

  it('gives a phone every customer page from its drawer', async () => {
    signedIn();
    renderAt(<MobileDrawer id="drawer" open onClose={() => {}} />);
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByRole('link', { name: 'My Courses' });
    const linked = new Set(hrefsIn(drawer));
    expect(customerPages().filter((p) => !linked.has(p))).toEqual([]);
  });
});
