import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BlogCard as Card } from '../../../../shared/content';
import { BlogCard } from './blog-card';

const card: Card = {
  id: 31,
  title: 'Passing my driving test in Raipur',
  slug: 'passing-my-driving-test-in-raipur',
  imageUrl: '/media/blog/member-x.jpg',
  excerpt: 'The hill start was the hardest part.',
  categoryId: 2,
  categoryTitle: 'Driving tips',
  viewCount: 3,
  publishedAt: '2026-11-20T06:30:00.000Z',
  authorName: 'Demo Customer',
};

describe('BlogCard', () => {
  it("names a customer's post by its author; the business's own posts carry no name", () => {
    const { rerender } = render(<BlogCard blog={card} />, { wrapper: MemoryRouter });
    expect(screen.getByRole('article')).toHaveTextContent(/By Demo Customer · /);
    rerender(<BlogCard blog={{ ...card, authorName: null }} />);
    expect(screen.getByRole('article')).not.toHaveTextContent(/By /);
  });
});
