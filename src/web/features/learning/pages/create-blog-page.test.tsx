import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { loggedIn } from '../../../test/session-fakes';
import { renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { CreateBlogPage } from './create-blog-page';

const COVER = '/media/blog/member-0123456789abcdef0123456789abcdef.jpg';

afterEach(() => sessionStorage.clear());

describe('Upload Blog', () => {
  it('sends the title, category, uploaded cover and text for review, then shows My Blogs', async () => {
    installFakeXhr();
    const fetchMock = stubFetch((u) => {
      if (u.pathname === '/api/auth/session') return { body: loggedIn() };
      if (u.pathname === '/api/blog-categories')
        return { body: { categories: [{ id: 4, title: 'Driving tips' }] } };
      return { status: 201, body: { blogid: 11 } };
    });
    const { router } = renderRoutes(
      [
        { path: '/create-blog', element: <CreateBlogPage /> },
        { path: '/user/page/myblog', element: <p>My Blogs</p> },
      ],
      ['/create-blog?new=1'],
    );
    await userEvent.click(await screen.findByLabelText('Blog title'));
    await userEvent.paste('Passing my driving test in Raipur');
    await screen.findByRole('option', { name: 'Driving tips' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Driving tips');
    await userEvent.upload(
      screen.getByLabelText('Cover image'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' }),
    );
    expect(FakeXhr.sent[0]!.open).toHaveBeenCalledWith('POST', '/api/learning/blog-images');
    FakeXhr.sent[0]!.answer(201, { imageUrl: COVER });
    expect(await screen.findByRole('img', { name: 'Cover preview' })).toHaveAttribute('src', COVER);
    const text = await screen.findByRole('textbox', { name: 'Your blog' });
    await userEvent.click(text);
    await userEvent.type(text, 'The hill start was hardest.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Review' }));

    expect(await screen.findByText('My Blogs')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/page/myblog');
    const [sent] = sentRequests(fetchMock).filter((r) => r.init.method === 'POST');
    expect(sent!.path).toBe('/api/learning/my-blogs');
    expect(JSON.parse(String(sent!.init.body))).toEqual({
      title: 'Passing my driving test in Raipur',
      categoryId: 4,
      imageUrl: COVER,
      bodyHtml: '<p>The hill start was hardest.</p>',
      confirmBackToReview: false,
    });
  });
});
