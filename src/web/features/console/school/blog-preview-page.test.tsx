import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogForReview } from '../../../../shared/learning-authoring';
import { renderAt, sentBody, stubFetch } from '../../../test/test-utils';
import { BlogPreviewPage } from './blog-preview-page';

const blog: BlogForReview = {
  id: 12,
  title: 'My first drive to Bilaspur',
  categoryTitle: 'Road trips',
  status: 'review',
  authorName: 'Asha Verma',
  imageUrl: '/media/blog/bilaspur.jpg',
  bodyHtml: '<p>NH-130 for the first time, with a full tank.</p>',
  updatedAt: '2026-11-20T05:00:00.000Z',
};

/** Issue 21: staff read a customer's blog On Review inside the console before deciding. */
const renderPreview = () =>
  renderAt(
    <BlogPreviewPage />,
    '/staff/courses/blogs/12/preview',
    '/staff/courses/blogs/:id/preview',
  );

describe('BlogPreviewPage', () => {
  it("shows staff a customer's blog On Review: category, author, cover and text", async () => {
    stubFetch((u) =>
      u.pathname === '/api/learning/staff/blogs/12'
        ? { body: blog }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderPreview();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My first drive to Bilaspur' }),
    ).toBeVisible();
    expect(screen.getByText('Road trips · On Review')).toBeInTheDocument();
    expect(screen.getByText('By Asha Verma')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Cover of My first drive to Bilaspur' }),
    ).toHaveAttribute('src', '/media/blog/bilaspur.jpg');
    expect(screen.getByText('NH-130 for the first time, with a full tank.')).toBeInTheDocument();
  });

  it('rejects with the reason the author will be mailed, then goes back to the queue', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === '/api/learning/staff/blogs/12/decision'
        ? { body: { id: 12, status: 'rejected' } }
        : u.pathname === '/api/learning/staff/blogs/12'
          ? { body: blog }
          : { status: 404, body: { message: 'Not found' } },
    );
    renderPreview();
    await userEvent.type(
      await screen.findByLabelText('Reason for rejecting My first drive to Bilaspur'),
      'Please add a photo of the highway.',
    );
    await userEvent.click(
      screen.getByRole('button', { name: 'Reject My first drive to Bilaspur' }),
    );
    expect(await screen.findByText('Other page')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/learning/staff/blogs/12/decision')).toEqual({
      decision: 'rejected',
      reason: 'Please add a photo of the highway.',
    });
  });

  it('says so when the blog is no longer On Review', async () => {
    stubFetch(() => ({ status: 404, body: { message: 'This blog is not On Review.' } }));
    renderPreview();
    expect(await screen.findByText('This blog is not On Review.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the review queue' })).toHaveAttribute(
      'href',
      '/staff/courses',
    );
  });
});
