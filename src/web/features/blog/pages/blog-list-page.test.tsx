import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BLOG_POSTS, blogApi } from '../../../test/blog-fakes';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { BlogListPage } from './blog-list-page';

function setup(url = '/blogs') {
  const api = blogApi();
  const fetchMock = stubFetch((u) => api(u) ?? { status: 404, body: { message: 'No route' } });
  const view = renderRoutes(
    [
      { path: '/blogs', Component: BlogListPage },
      { path: '/blogs/:catId', Component: BlogListPage },
      { path: '/blog/:blogId/:slug', element: <p>Post page</p> },
    ],
    [url],
  );
  return { ...view, fetchMock };
}

const posts = () => within(screen.getByRole('region', { name: 'Posts' })).queryAllByRole('article');

describe('BlogListPage', () => {
  it('shows nine posts and six trending under its title; a title leads to the post and back', async () => {
    const { fetchMock, router } = setup();
    await waitFor(() => expect(posts()).toHaveLength(9));
    const trending = screen.getByRole('region', { name: 'Trending' });
    await waitFor(() => expect(within(trending).getAllByRole('link')).toHaveLength(6));
    expect(requestedPaths(fetchMock)).toEqual(
      expect.arrayContaining(['/api/blogs?limit=9', '/api/blogs?limit=6&sort=trending']),
    );
    expect(document.title).toBe('Blog: road trips and driving tips | SelfDrive Chhattisgarh');

    const first = BLOG_POSTS[0]!;
    await userEvent.click(within(posts()[0]!).getByRole('link', { name: first.title }));
    expect(await screen.findByText('Post page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/blog/${first.id}/${first.slug}`);

    await router.navigate(-1);
    await waitFor(() => expect(posts()).toHaveLength(9));
    expect(router.state.location.pathname).toBe('/blogs');
  });

  it('Next shows the posts after the first nine', async () => {
    const { fetchMock, router } = setup();
    await waitFor(() => expect(posts()).toHaveLength(9));

    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Blog pages' })).getByRole('link', {
        name: 'Next',
      }),
    );

    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(posts()).toHaveLength(BLOG_POSTS.length - 9));
    expect(requestedPaths(fetchMock)).toContain('/api/blogs?page=2&limit=9');
    expect(within(posts()[0]!).getByRole('heading')).toHaveTextContent(BLOG_POSTS[9]!.title);
  });

  it("a category shows its own posts under the category's name", async () => {
    const { fetchMock, router } = setup();
    const categories = screen.getByRole('navigation', { name: 'Blog categories' });

    await userEvent.click(await within(categories).findByRole('link', { name: /Road Trips/ }));

    expect(router.state.location.pathname).toBe('/blogs/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Road Trips' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(requestedPaths(fetchMock)).toContain('/api/blogs?limit=9&category=3');
    for (const post of posts()) expect(post).toHaveTextContent('Road Trips');
  });

  it('searches by the words typed, keeping them in the address', async () => {
    const { fetchMock, router } = setup();
    await waitFor(() => expect(posts()).toHaveLength(9));

    await userEvent.type(screen.getByLabelText('Search blogs'), 'Mainpat');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(router.state.location.search).toBe('?q=Mainpat');
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(requestedPaths(fetchMock)).toContain('/api/blogs?limit=9&keyword=Mainpat');
    expect(within(posts()[0]!).getByRole('link', { name: /Mainpat/ })).toHaveAttribute(
      'href',
      `/blog/${BLOG_POSTS[0]!.id}/${BLOG_POSTS[0]!.slug}`,
    );
  });
});
