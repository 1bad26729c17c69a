import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { ContentPostsPage } from './content-posts-page';
import { DeletePostButton } from './delete-post-button';

function setup() {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/console/content/posts/5') return { status: 204, body: undefined };
    if (u.pathname === '/api/console/content/posts') {
      return { body: { posts: [], total: 0, page: 1, pageSize: 20 } };
    }
    return { body: { categories: [] } };
  });
  renderRoutes(
    [
      {
        path: '/staff/content/posts/5',
        element: <DeletePostButton post={{ id: 5, title: 'Monsoon offers 2025' }} />,
      },
      { path: '/staff/content', element: <ContentPostsPage /> },
    ],
    ['/staff/content/posts/5'],
  );
  const deletes = () => sentRequests(fetchMock).filter((r) => r.init.method === 'DELETE');
  return { deletes };
}

describe('deleting a post', () => {
  it('asks first; keeping it sends nothing', async () => {
    const { deletes } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Monsoon offers 2025”?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes()).toEqual([]);
  });

  it('deletes on yes and says so on the post list', async () => {
    const { deletes } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Delete post' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete the post' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Deleted “Monsoon offers 2025”.');
    await waitFor(() =>
      expect(deletes().map((r) => r.path)).toEqual(['/api/console/content/posts/5']),
    );
  });
});
