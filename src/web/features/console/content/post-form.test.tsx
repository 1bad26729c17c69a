import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PostBody } from '../../../../shared/console-content';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { PostForm } from './post-form';

const categories = [
  { id: 3, title: 'Road trips', slug: 'road-trips', postCount: 4 },
  { id: 5, title: 'Travel tips', slug: 'travel-tips', postCount: 2 },
];

function setup(post: PostBody | null) {
  stubFetch((u) =>
    u.pathname === '/api/console/content/categories'
      ? { body: { categories } }
      : { status: 404, body: { message: 'Not found.' } },
  );
  const onSubmit = vi.fn();
  renderAt(<PostForm post={post} pending={false} error={null} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('PostForm', () => {
  it('shows what is missing beside each field and sends nothing', async () => {
    const onSubmit = setup(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save post' }));
    expect(await screen.findByText('Please enter the title.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a category.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload a cover image.');
    expect(screen.getByText('Please write the post.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('loads the rich-text editor with the post and sends the edited post', async () => {
    const onSubmit = setup({
      title: 'Monsoon drive',
      categoryId: 3,
      imageUrl: '/media/blog/console-abc.jpg',
      bodyHtml: '<p>Start early from Jagdalpur, the road is narrow.</p>',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading editor…');
    const editor = await screen.findByRole('textbox', { name: 'Post text' });
    expect(editor).toHaveTextContent('Start early from Jagdalpur');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Travel tips' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Travel tips');
    const title = screen.getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Monsoon drive to Chitrakote');
    expect(screen.getByRole('img', { name: 'Cover image of the post' })).toHaveAttribute(
      'src',
      '/media/blog/console-abc.jpg',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save post' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      title: 'Monsoon drive to Chitrakote',
      categoryId: 5,
      imageUrl: '/media/blog/console-abc.jpg',
      bodyHtml: '<p>Start early from Jagdalpur, the road is narrow.</p>',
    });
  });
});
