import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Window as HappyWindow } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { GalleryPage } from './gallery-page';

const TITLES = [
  'Sunrise on the Raipur-Bilaspur highway',
  'Keshkal ghat hairpin bends',
  'Chitrakote Falls after the monsoon',
  ...Array.from({ length: 21 }, (_, i) => `Picture ${i + 4}`),
];

/** GET /api/gallery as the server answers it: 24 pictures, 18 a page. */
function setup() {
  const fetchMock = stubFetch((u) => {
    const page = Number(u.searchParams.get('page') ?? 1);
    const items = TITLES.slice((page - 1) * 18, page * 18).map((title, i) => ({
      id: (page - 1) * 18 + i + 1,
      title,
      imageUrl: `/media/gallery/${(page - 1) * 18 + i}.svg`,
      width: 800,
      height: 600,
    }));
    return { body: { items, total: TITLES.length, page, pageSize: 18 } };
  });
  renderRoutes([{ path: '/gallery', Component: GalleryPage }], ['/gallery']);
  return fetchMock;
}

const pictures = async () => within(await screen.findByRole('list')).getAllByRole('button');

/** The picture the lightbox shows: its thumbnail is the one marked current. */
const shownPicture = () =>
  within(screen.getByRole('navigation', { name: 'Thumbnails' }))
    .getByRole('button', { current: true })
    .querySelector('img')
    ?.getAttribute('alt');

// The lightbox does not animate for a visitor who asks for less motion: happy-dom's stand-in
// animations reject when cancelled, where a browser keeps that to itself.
const device = () => (window as unknown as HappyWindow).happyDOM.settings.device;
beforeAll(() => {
  device().prefersReducedMotion = 'reduce';
});
afterAll(() => {
  device().prefersReducedMotion = 'no-preference';
});

describe('GalleryPage', () => {
  it('shows 18 pictures a page as buttons, and the next page from the pager', async () => {
    const fetchMock = setup();
    const first = await pictures();
    expect(first).toHaveLength(18);
    expect(within(first[1]!).getByRole('img')).toHaveAccessibleName('Keshkal ghat hairpin bends');

    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));

    await waitFor(async () => expect(await pictures()).toHaveLength(6));
    expect(requestedPaths(fetchMock)).toEqual(['/api/gallery', '/api/gallery?page=2']);
    expect(screen.getByRole('img', { name: 'Picture 19' })).toBeInTheDocument();
  });

  it('opens the lightbox at the picture chosen; Next, the left arrow key and Escape work', async () => {
    setup();
    const user = userEvent.setup();
    await user.click((await pictures())[1]!);

    const next = await screen.findByRole('button', { name: 'Next picture' });
    expect(shownPicture()).toBe('Keshkal ghat hairpin bends');
    expect(
      within(screen.getByRole('navigation', { name: 'Thumbnails' })).getAllByRole('button'),
    ).not.toHaveLength(0);

    await user.click(next);
    await waitFor(() => expect(shownPicture()).toBe('Chitrakote Falls after the monsoon'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(shownPicture()).toBe('Keshkal ghat hairpin bends'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await pictures()).toHaveLength(18);
  });
});
