import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ApiTransport } from '../shared/server-render';
import { routes } from './app/routes';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { BLOG_POSTS, blogApi } from './test/blog-fakes';
import { loggedOut } from './test/session-fakes';
import { requestedPaths, stubFetch, type FakeReply } from './test/test-utils';
import { renderPage } from './entry-server';

const CAR = {
  id: 9,
  brandName: 'Tata',
  modelName: 'Tiago',
  title: 'Tata Tiago XZ+ CNG',
  imageUrl: '/media/cars/car-9.svg',
  transmission: 'manual',
  fuelType: 'CNG',
  seats: 5,
  categoryId: 1,
  categoryName: 'Hatchback',
  subcategoryName: null,
  branchId: 2,
  branchName: 'Durg',
  fromRatePerHourPaise: 6000,
  extraKmRatePaise: 800,
};

function fakeApi(fail?: string) {
  return vi.fn<ApiTransport>(async (path) => {
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === fail) return json({ message: 'Down' }, 503);
    switch (path) {
      case '/api/site':
        return json({ name: 'SelfDrive', phone: '1800', email: 'a@b.in', address: 'Raipur' });
      case '/api/catalogue':
        return json({ branches: [{ id: 2, name: 'Durg' }], categories: [] });
      case '/api/cars/trending':
        return json({ from: '2026-11-23T18:29:00Z', to: '2026-11-24T04:29:00Z', cars: [CAR] });
      default:
        return json({ message: 'Not found' }, 404);
    }
  });
}

describe('renderPage (the server renderer)', () => {
  it('renders the home page with the answers of the API reads its components make', async () => {
    const api = fakeApi();
    const page = await renderPage('/', api, 'en');

    const html = page?.html ?? '';
    expect(html.includes('<h1 id="hero-heading"')).toBe(true);
    expect(html.includes('alt="Tata Tiago"')).toBe(true);
    expect(html.includes('Free from 23 Nov, 11:59 pm to')).toBe(true);
    const asked = api.mock.calls.map(([path]) => path);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/site', '/api/catalogue', '/api/cars/trending']),
    );
    // Who the visitor is stays for the browser to ask.
    expect(asked).not.toContain('/api/auth/session');
    const keys = (page?.state as { queries: { queryKey: unknown[] }[] }).queries.map(
      (q) => q.queryKey,
    );
    expect(keys).toEqual(expect.arrayContaining([['cars', 'trending'], ['site'], ['catalogue']]));
  });

  it('renders the page in the language it is given, dates included', async () => {
    const page = await renderPage('/', fakeApi(), 'hi');
    const html = page?.html ?? '';
    expect(html).toContain('लोकप्रिय कारें');
    expect(html).toContain('23 नव॰, 11:59 pm से');
    expect(html).not.toContain('Trending Cars');
    expect(page?.head.title).toBe('छत्तीसगढ़ में सेल्फ़-ड्राइव कार किराए पर | SelfDrive Chhattisgarh');
  });

  it('leaves the page to the browser when an API read fails', async () => {
    expect(await renderPage('/', fakeApi('/api/cars/trending'), 'en')).toBeUndefined();
  });
});

describe('a blog post rendered on the server, then in the browser', () => {
  it('is not read again by the browser, whose share links and sidebar search are live', async () => {
    const post = BLOG_POSTS[2]!;
    const path = `/blog/${post.id}/${post.slug}`;
    // One site behind both: a second read of the post would count a second view.
    const blogs = blogApi();
    const siteApi = fakeApi();
    const reply = ({ status = 200, body }: FakeReply) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    const server = vi.fn<ApiTransport>(async (p, init) => {
      const blog = blogs(new URL(p, 'http://localhost'));
      return blog ? reply(blog) : siteApi(p, init);
    });
    const page = await renderPage(path, server, 'en');
    expect(page).toBeDefined();
    expect(server.mock.calls.map(([p]) => p)).toContain(`/api/blogs/${post.id}`);

    // The browser: its own fetch, and the server's answers in its query cache (app/start.tsx).
    setApiTransport((p, init) => fetch(p, init));
    const browser = stubFetch(
      (url) =>
        blogs(url) ??
        (url.pathname === '/api/auth/session'
          ? { body: loggedOut }
          : { status: 404, body: { message: 'Not here' } }),
    );
    window.history.replaceState(null, '', path);
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(JSON.stringify(page!.state)));
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </QueryClientProvider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(screen.getByTestId('view-count')).toHaveTextContent(String(post.viewCount + 1));
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    await userEvent.type(within(sidebar).getByLabelText('Search featured posts'), 'monsoon');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Search' }));
    expect(await within(sidebar).findByRole('link', { name: /Monsoon driving/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'WhatsApp (opens in a new tab)' })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`/blog/${post.id}/`)),
    );
    expect(screen.getByTestId('view-count')).toHaveTextContent(String(post.viewCount + 1));
    expect(requestedPaths(browser)).not.toContain(`/api/blogs/${post.id}`);
  });
});
