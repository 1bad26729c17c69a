import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { hi } from '../../locales/hi';
import { renderRoutes, stubFetch } from '../../test/test-utils';
import { useSiteInfo } from '../../lib/site';
import { MobileDrawer } from './mobile-drawer';
import { MoreMenu } from './more-menu';

/** Shows the site name once /api/site has answered, so absence checks are not vacuous. */
function Loaded() {
  const site = useSiteInfo();
  return site.data ? <p>Loaded {site.data.name}</p> : null;
}

function setup(learningEnabled: boolean, menu: ReactNode = <MoreMenu />) {
  stubFetch((u) =>
    u.pathname === '/api/site'
      ? { body: { name: 'SelfDrive', phone: '1', email: 'a@b.c', address: 'x', learningEnabled } }
      : { body: { loggedIn: false, user: null } },
  );
  renderRoutes([
    {
      path: '*',
      element: (
        <>
          {menu}
          <Loaded />
        </>
      ),
    },
  ]);
}

describe('More menu and the driving school switch', () => {
  it('lists Driving Courses and the Course Cart when the school is on', async () => {
    setup(true);
    expect(
      await screen.findByRole('link', { name: 'Driving Courses', hidden: true }),
    ).toHaveAttribute('href', '/courses/exam');
    expect(screen.getByRole('link', { name: 'Course Cart', hidden: true })).toBeInTheDocument();
  });

  const inHindi = (menu: ReactNode) => (
    <I18nextProvider i18n={createI18n('hi', hi)}>{menu}</I18nextProvider>
  );
  const noop = () => {};
  it.each([
    ['the desktop More menu', 'Mock Tests', <MoreMenu key="en" />],
    ['the desktop More menu in Hindi', 'मॉक टेस्ट', inHindi(<MoreMenu />)],
    ["the phone's menu", 'Mock Tests', <MobileDrawer key="en" id="d" open onClose={noop} />],
    ["the phone's menu in Hindi", 'मॉक टेस्ट', inHindi(<MobileDrawer id="d" open onClose={noop} />)],
  ])('lists the mock tests on %s', async (_where, name, menu) => {
    setup(true, menu);
    expect(await screen.findByRole('link', { name, hidden: true })).toHaveAttribute(
      'href',
      '/courses/qb',
    );
  });

  it('shows only the rental items when LEARNING_ENABLED is off', async () => {
    setup(false);
    expect(await screen.findByText('Loaded SelfDrive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blogs', hidden: true })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Driving Courses', hidden: true }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: 'Mock Tests', hidden: true }),
    ).not.toBeInTheDocument();
  });
});
