import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogApi } from '../../../test/blog-fakes';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { BlogDetailPage } from './blog-detail-page';

const post = BLOG_POSTS[2]!;

function setup() {
  const api = blogApi();
  const fetchMock = stubFetch((u) => api(u) ?? { status: 404, body: { message: 'No route' } });
  // The address bar, which the share links carry.
  window.history.replaceState(null, '', `/blog/${post.id}/${post.slug}`);
  renderRoutes(
    [{ path: '/blog/:blogId/:slug', Component: BlogDetailPage }],
    [`/blog/${post.id}/${post.slug}`],
  );
  return fetchMock;
}

describe('BlogDetailPage', () => {
  it('shows the post with its title, views, picture and share links', async () => {
    const fetchMock = setup();
    const heading = await screen.findByRole('heading', { level: 1, name: post.title });
    const article = heading.closest('article')!;
    // The read that fetched the post counted this visit.
    expect(screen.getByTestId('view-count')).toHaveTextContent(String(post.viewCount + 1));
    expect(article.querySelector('img')).toHaveAttribute('src', post.imageUrl);
    expect(within(article).getByText(`All about ${post.title}.`)).toBeVisible();
    expect(
      within(article).getByRole('link', { name: 'WhatsApp (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent(`/blog/${post.id}/${post.slug}`)),
    );
    expect(document.title).toBe(`${post.title} | SelfDrive Chhattisgarh`);
    expect(requestedPaths(fetchMock).filter((p) => p === `/api/blogs/${post.id}`)).toHaveLength(1);
  });

  it('lists five other featured posts beside it and searches them, saying when none match', async () => {
    const fetchMock = setup();
    const sidebar = screen.getByRole('complementary', { name: 'Blog sidebar' });
    const featured = within(sidebar).getByRole('region', { name: 'Featured posts' });
    await waitFor(() => expect(within(featured).getAllByRole('link')).toHaveLength(5));
    expect(within(featured).queryByRole('link', { name: post.title })).not.toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('/api/blogs?limit=6');

    const search = within(sidebar).getByLabelText('Search featured posts');
    await userEvent.type(search, 'no such words anywhere');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Search' }));
    expect(await within(featured).findByText('No Blog found with your Search.')).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'monsoon');
    await userEvent.click(within(sidebar).getByRole('button', { name: 'Search' }));
    expect(await within(featured).findByRole('link', { name: /Monsoon driving/ })).toHaveAttribute(
      'href',
      `/blog/${BLOG_POSTS[1]!.id}/${BLOG_POSTS[1]!.slug}`,
    );
    expect(requestedPaths(fetchMock)).toContain('/api/blogs?limit=6&keyword=monsoon');
  });
});
