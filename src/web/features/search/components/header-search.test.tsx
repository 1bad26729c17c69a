import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CatalogueResponse } from '../../../../shared/cars';
import { SELECTION_STORAGE_KEY } from '../../../lib/search-selection';
import { branchOf, renderRoutes, stubFetch } from '../../../test/test-utils';
import { HeaderSearch } from './header-search';

const catalogue: CatalogueResponse = {
  branches: [branchOf(7, 'Raipur', 2), branchOf(8, 'Bilaspur', 3)],
  categories: [],
};

function CarsStub() {
  return <p>Cars page</p>;
}

const setup = () => {
  stubFetch(() => ({ body: catalogue }));
  // The header stays while pages change below it, as in the app.
  const Layout = () => (
    <>
      <HeaderSearch />
      <Outlet />
    </>
  );
  return renderRoutes(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <p>Home page</p> },
          { path: '/cars', Component: CarsStub },
          { path: '/search-cars', element: <p>Search page</p> },
        ],
      },
    ],
    ['/'],
  );
};

beforeEach(() => {
  // 14:10 IST on 21 Nov 2026; only Date is faked so user events still run.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T08:40:00Z') });
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

async function expand(branch = 'Raipur') {
  const select = screen.getByLabelText('Branch');
  await waitFor(() =>
    expect(within(select).getByRole('option', { name: branch })).toBeInTheDocument(),
  );
  await userEvent.selectOptions(select, branch);
  return screen.getByRole('form', { name: 'Search cars' });
}

describe('HeaderSearch', () => {
  it('starts as one branch select with the change-dates banner', () => {
    setup();
    expect(screen.getByLabelText('Branch')).toBeInTheDocument();
    expect(screen.queryByLabelText('Pickup date')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change dates' })).toHaveAttribute(
      'href',
      '/search-cars',
    );
  });

  it('is a form the browser sends to the car list before the app runs, period included', async () => {
    setup();
    const form = screen.getByRole('form', { name: 'Search cars' }) as HTMLFormElement;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/cars');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      branch: '',
      pickupDate: '2026-11-22',
      pickupTime: '10:00',
      dropDate: '2026-11-23',
      dropTime: '10:00',
    });
  });

  it('expands to the full form with tomorrow 10:00 to the day after 10:00, and Cancel collapses it', async () => {
    setup();
    const form = await expand();
    expect(within(form).getByLabelText('Branch')).toHaveValue('7');
    expect(within(form).getByLabelText('Pickup date')).toHaveValue('2026-11-22');
    expect(within(form).getByLabelText('Pickup time')).toHaveValue('10:00');
    expect(within(form).getByLabelText('Drop date')).toHaveValue('2026-11-23');
    expect(within(form).getByLabelText('Drop time')).toHaveValue('10:00');
    expect(within(form).getByLabelText('Pickup date')).toHaveAttribute('min', '2026-11-21');
    expect(within(form).getByLabelText('Pickup date')).toHaveAttribute('max', '2027-05-20');

    await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Pickup date')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Branch')).toHaveValue('');
  });

  it('offers today only the pickup slots still ahead, every slot from 04:30 to 23:30 on other days', async () => {
    setup();
    const form = await expand();
    const pickupTime = within(form).getByLabelText('Pickup time');
    const options = () =>
      within(pickupTime)
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(options()[0]).toBe('04:30');
    expect(options().at(-1)).toBe('23:30');

    const pickupDate = within(form).getByLabelText('Pickup date');
    await userEvent.clear(pickupDate);
    await userEvent.type(pickupDate, '2026-11-21');
    expect(options()[0]).toBe('14:30');
    expect(options()).not.toContain('14:00');
  });

  it('shows the minimum-duration message for 5.5 hours', async () => {
    setup();
    const form = await expand();
    const dropDate = within(form).getByLabelText('Drop date');
    await userEvent.clear(dropDate);
    await userEvent.type(dropDate, '2026-11-22');
    await userEvent.selectOptions(within(form).getByLabelText('Drop time'), '15:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect(screen.getByRole('alert')).toHaveTextContent(
      'The minimum booking duration for a car is 6 hours. Unfortunately, your requested booking is for only 5.5 hours. Please adjust the booking duration to meet the minimum requirement.',
    );
    expect(within(form).getByLabelText('Drop time')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a drop after the pickup', async () => {
    setup();
    const form = await expand();
    const dropDate = within(form).getByLabelText('Drop date');
    await userEvent.clear(dropDate);
    await userEvent.type(dropDate, '2026-11-22');
    await userEvent.selectOptions(within(form).getByLabelText('Drop time'), '09:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please ensure that the drop-off date and time are scheduled after the pickup date and time. Thank you for your cooperation!',
    );
  });

  it('requires a branch', async () => {
    setup();
    const form = await expand();
    await userEvent.selectOptions(within(form).getByLabelText('Branch'), '');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a branch.');
  });

  it('goes to the car list with the search in the URL and keeps it in storage', async () => {
    const { router } = setup();
    const form = await expand('Bilaspur');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Cars page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cars');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      branch: '8',
      pickupDate: '2026-11-22',
      pickupTime: '10:00',
      dropDate: '2026-11-23',
      dropTime: '10:00',
    });
    expect(router.state.location.state).toEqual({
      searchMessage: 'Searching available cars for Minimum of 24 Hours.',
    });
    expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY)!)).toMatchObject({
      branch: '8',
      hours: 24,
    });
    // The header collapses again, showing the searched branch.
    expect(screen.queryByLabelText('Pickup date')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Branch')).toHaveValue('8');
  });

  it('starts from the stored selection', async () => {
    localStorage.setItem(
      SELECTION_STORAGE_KEY,
      JSON.stringify({
        branch: '8',
        pickupDate: '2026-12-01',
        pickupTime: '08:00',
        dropDate: '2026-12-03',
        dropTime: '20:30',
        hours: 60.5,
      }),
    );
    setup();
    await waitFor(() => expect(screen.getByLabelText('Branch')).toHaveValue('8'));
    await userEvent.click(screen.getByLabelText('Branch'));
    const form = screen.getByRole('form', { name: 'Search cars' });
    expect(within(form).getByLabelText('Pickup date')).toHaveValue('2026-12-01');
    expect(within(form).getByLabelText('Drop time')).toHaveValue('20:30');
  });
});
