import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyBlogsPage as Blogs } from '../../../../shared/learning-blogs';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { MyBlogsPage } from './my-blogs-page';

const blog = (blogid: number, title: string, status: 'live' | 'review') => ({
  blogid,
  title,
  category: 'Driving tips',
  view: 0,
  status,
  rejectReason: null,
  createdAt: '2026-11-20T06:30:00.000Z',
});

function setup(blogs: Blogs['blogs']) {
  stubFetch((u) => {
    if (u.pathname === '/api/auth/session') return { body: loggedIn() };
    const page: Blogs = { blogs, count: blogs.length, page: 1, pageCount: 1, pageSize: 5 };
    return { body: page };
  });
  return renderRoutes(
    [
      { path: '/user/page/myblog', element: <MyBlogsPage /> },
      { path: '/create-blog', element: <p>Blog form</p> },
    ],
    ['/user/page/myblog'],
  );
}

afterEach(() => sessionStorage.clear());

describe('My Blogs', () => {
  it('invites a first blog, and Upload Blog opens a new one', async () => {
    setup([]);
    expect(await screen.findByText('No Blogs yet...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why should you blog?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Blog' }));
    expect(await screen.findByText('Blog form')).toBeInTheDocument();
    expect(sessionStorage.getItem('edit_blog_id')).toBe('0');
  });

  it('shows each blog On Review or Live with the footer line, and asks before editing a Live one', async () => {
    const { router } = setup([
      blog(5, 'Passing my driving test in Raipur', 'live'),
      blog(6, 'Monsoon on NH-53', 'review'),
    ]);
    const live = (await screen.findByText('Passing my driving test in Raipur')).closest('tr')!;
    expect(within(live).getByText('Live', { exact: true })).toBeInTheDocument();
    const onReview = screen.getByText('Monsoon on NH-53').closest('tr')!;
    expect(within(onReview).getByText('On Review')).toBeInTheDocument();
    expect(screen.getByText('Showing Page 1 of Total page 1 from 2 Records')).toBeInTheDocument();

    await userEvent.click(
      within(live).getByRole('button', { name: 'Edit Passing my driving test in Raipur' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure, You want to update the Blog?',
    });
    expect(dialog).toHaveTextContent('Your blog goes back to On Review until we check it again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/page/myblog');

    await userEvent.click(
      within(live).getByRole('button', { name: 'Edit Passing my driving test in Raipur' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Edit' }));
    expect(await screen.findByText('Blog form')).toBeInTheDocument();
    expect(sessionStorage.getItem('edit_blog_id')).toBe('5');
  });
});
