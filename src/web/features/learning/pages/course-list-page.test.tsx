import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseCard, CourseList } from '../../../../shared/learning-catalogue';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CourseListPage } from './course-list-page';

const card = (id: number, title: string): CourseCard => ({
  id,
  slug: `course-${id}`,
  title,
  summary: `${title}, step by step.`,
  language: 'en',
  imageUrl: `/media/courses/course-${id}.svg`,
  category: 'skill',
  targetType: 'MainCourse',
  instructorDisplay: 'Meena Verma',
  price: { currency: 'INR', list: 99_900, campaignPercent: 0, final: 99_900, free: false },
  rating: 4.5,
  reviewCount: 2,
  createdAt: '2026-10-01T04:30:00.000Z',
});

/** The list API as the server answers it: 2 a page over `titles`, filtered by keyword. */
function setup(url: string, titles = ['Highway Driving', 'Hill Driving', 'Night Driving']) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session') return { body: { loggedIn: false, user: null } };
    const keyword = (u.searchParams.get('keyword') ?? '').toLowerCase();
    const page = Number(u.searchParams.get('page'));
    const found = titles.filter((t) => t.toLowerCase().includes(keyword));
    const body: CourseList = {
      category: 'skill',
      title: 'Skill Upgrading Courses',
      courses: found.slice((page - 1) * 2, page * 2).map((t, i) => card(page * 10 + i, t)),
      total: found.length,
      page,
      pageCount: Math.max(1, Math.ceil(found.length / 2)),
    };
    return { body };
  });
  const listCalls = () =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname.startsWith('/api/learning/categories/'));
  return {
    ...renderRoutes([{ path: '/courses/:catId', Component: CourseListPage }], [url]),
    listCalls,
  };
}

describe('CourseListPage', () => {
  it("lists the category's courses by name A2Z, the first page, with a pager", async () => {
    localStorage.setItem('courseCountry', 'IN'); // prices for India, as chosen earlier
    const { listCalls } = setup('/courses/skill');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Skill Upgrading Courses' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Highway Driving' })).toHaveAttribute(
      'href',
      '/course/course-10',
    );
    expect(screen.getByText('Hill Driving')).toBeInTheDocument();
    expect(screen.queryByText('Night Driving')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Sort By')).toHaveValue('a2z');
    const [first] = listCalls();
    expect(first?.pathname).toBe('/api/learning/categories/skill/courses');
    expect(Object.fromEntries(first!.searchParams)).toMatchObject({
      keyword: '',
      sortby: 'a2z',
      page: '1',
      country: 'IN',
    });
    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/courses/skill?page=2',
    );
  });

  it('searches by keyword and sorts from the address, starting again at page 1', async () => {
    const { listCalls, router } = setup('/courses/skill?page=2');
    expect(await screen.findByText('Night Driving')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search courses'), 'hill');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Hill Driving')).toBeInTheDocument();
    expect(screen.queryByText('Night Driving')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=hill');
    expect(Object.fromEntries(listCalls().at(-1)!.searchParams)).toMatchObject({
      keyword: 'hill',
      page: '1',
    });

    await userEvent.selectOptions(screen.getByLabelText('Sort By'), 'latest');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=hill&sortby=latest'));
    await waitFor(() =>
      expect(Object.fromEntries(listCalls().at(-1)!.searchParams)).toMatchObject({
        keyword: 'hill',
        sortby: 'latest',
        page: '1',
      }),
    );
  });

  it('says so when the search finds nothing', async () => {
    setup('/courses/skill?keyword=tractor');
    expect(await screen.findByText('No course found with your search.')).toBeInTheDocument();
  });

  it('answers an unknown category with its message and a way home', async () => {
    setup('/courses/cooking');
    expect(
      await screen.findByRole('heading', { name: 'There is no such course category.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Me To Home Page' })).toHaveAttribute('href', '/');
  });
});
