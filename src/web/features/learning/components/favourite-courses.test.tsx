import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseCard } from '../../../../shared/learning-catalogue';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { readCart } from '../lib/cart-cookie';
import { FavouriteCourses } from './favourite-courses';

const course = (id: number, title: string): CourseCard => ({
  id,
  slug: `course-${id}`,
  title,
  language: 'en',
  summary: `${title}, step by step.`,
  imageUrl: `/media/courses/course-${id}.svg`,
  category: 'skill',
  targetType: 'MainCourse',
  instructorDisplay: 'Meena Verma',
  price: { currency: 'INR', list: 99_900, campaignPercent: 0, final: 99_900, free: false },
  rating: 4.5,
  reviewCount: 2,
  createdAt: '2026-10-01T04:30:00.000Z',
});

afterEach(() => {
  document.cookie = 'sd_course_cart=; max-age=0; path=/';
});

describe('FavouriteCourses', () => {
  it('moves a favourite back to the cart, and removes another', async () => {
    let favourites = [course(1, 'Highway Driving'), course(2, 'Hill Driving')];
    const fetchMock = stubFetch((u) => {
      const id = Number(u.pathname.split('/').pop());
      if (u.pathname.startsWith('/api/learning/favourites/')) {
        favourites = favourites.filter((c) => c.id !== id);
        return { status: 204, body: null };
      }
      return { body: { courses: favourites } };
    });
    renderAt(<FavouriteCourses />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Move Highway Driving to the cart' }),
    );
    await waitFor(() => expect(screen.queryByText('Highway Driving')).not.toBeInTheDocument());
    expect(readCart()).toEqual([{ targetID: 1, targetType: 'MainCourse' }]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Hill Driving from favourites' }),
    );
    expect(await screen.findByText('No favourite courses yet.')).toBeInTheDocument();
    expect(readCart()).toHaveLength(1);
    const deletes = sentRequests(fetchMock).filter((r) => r.init.method === 'DELETE');
    expect(deletes.map((r) => r.path)).toEqual([
      '/api/learning/favourites/1',
      '/api/learning/favourites/2',
    ]);
  });
});
