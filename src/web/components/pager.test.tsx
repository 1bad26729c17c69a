import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager';

const numbersShown = () =>
  within(screen.getByRole('navigation'))
    .getAllByText(/^\d+$/)
    .map((el) => Number(el.textContent));

describe('Pager', () => {
  it('shows 2 margin pages at each end and 5 around the current page, with gaps', () => {
    render(
      <MemoryRouter>
        <Pager page={7} pageCount={12} hrefOf={(n) => `?page=${n}`} />
      </MemoryRouter>,
    );
    expect(numbersShown()).toEqual([1, 2, 5, 6, 7, 8, 9, 11, 12]);
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.getByText('7')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Page 12' })).toHaveAttribute('href', '/?page=12');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=8');
  });

  it('shows every page when they fit, and nothing for a single page', () => {
    const { rerender } = render(
      <MemoryRouter>
        <Pager page={1} pageCount={4} hrefOf={(n) => `?page=${n}`} />
      </MemoryRouter>,
    );
    expect(numbersShown()).toEqual([1, 2, 3, 4]);
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <Pager page={1} pageCount={1} hrefOf={(n) => `?page=${n}`} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
