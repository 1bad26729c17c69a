import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { InfoPage } from './info-page';

function setup(url: string) {
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/information/privacy'
      ? { body: { name: 'privacy', title: 'Privacy Policy', html: '<h2>What we collect</h2>' } }
      : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No page' } },
  );
  const view = renderRoutes(
    [
      { path: '/information/:name', Component: InfoPage },
      { path: '/', element: <p>Home page</p> },
    ],
    [url],
  );
  return { ...view, fetchMock };
}

describe('InfoPage', () => {
  it('shows the title by name, the server HTML and sets the document title', async () => {
    setup('/information/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeVisible();
    expect(document.title).toBe('Privacy Policy | SelfDrive Chhattisgarh');
  });

  it('sends an unknown page name to the home page without asking the server', async () => {
    const { fetchMock, router } = setup('/information/whatever');
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(requestedPaths(fetchMock)).toEqual([]);
  });
});
