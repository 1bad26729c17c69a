import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../shared/console';
import type {
  TripChargesReport,
  TripChargesReportRow,
} from '../../../../shared/trip-charges-report';
import { renderAt } from '../../../test/test-utils';
import { ConsoleTripChargesPage } from './console-trip-charges-page';

// Issue 36 item 5: the report of charges after trips by kind, on /staff/trip-charges.

const none: Omit<TripChargesReportRow, 'kind'> = {
  ownCount: 0,
  ownPaise: 0,
  billedCount: 0,
  billedPaise: 0,
  collectedPaise: 0,
  owedPaise: 0,
  disputeOpenCount: 0,
  disputeOpenPaise: 0,
  disputeRejectedCount: 0,
  disputeRejectedPaise: 0,
  reversedCount: 0,
  reversedPaise: 0,
  writtenOffCount: 0,
  writtenOffPaise: 0,
};

const report: TripChargesReport = {
  from: '2026-12-01',
  to: '2026-12-15',
  branchId: 1,
  rows: [
    {
      ...none,
      kind: 'toll',
      ownCount: 1,
      ownPaise: 16_500,
      billedCount: 1,
      billedPaise: 21_500,
      collectedPaise: 21_500,
    },
    {
      ...none,
      kind: 'challan',
      billedCount: 1,
      billedPaise: 60_000,
      reversedCount: 1,
      reversedPaise: 60_000,
    },
    {
      ...none,
      kind: 'damage',
      billedCount: 1,
      billedPaise: 200_000,
      collectedPaise: 50_000,
      writtenOffCount: 1,
      writtenOffPaise: 150_000,
    },
    {
      ...none,
      kind: 'total',
      ownCount: 1,
      ownPaise: 16_500,
      billedCount: 3,
      billedPaise: 281_500,
      collectedPaise: 71_500,
      reversedCount: 1,
      reversedPaise: 60_000,
      writtenOffCount: 1,
      writtenOffPaise: 150_000,
    },
  ],
};

/** A fake server; the report answers only when `release` is called (to see it load). */
function serve(role: StaffRole = 'manager') {
  const asked: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      let body: unknown = { message: 'Not found.' };
      let status = 200;
      if (url.pathname === '/api/console/me') {
        body = { id: 2, name: 'Kavita', email: 'k@x.in', staffRole: role, branchId: 1 };
      } else if (url.pathname === '/api/console/branches') {
        body = { branches: [{ id: 1, name: 'Bhilai' }] };
      } else if (url.pathname === '/api/console/trip-charges') {
        body = { charges: [] };
      } else if (url.pathname === '/api/console/trip-charges/report') {
        asked.push(url.search);
        await gate;
        body = report;
      } else status = 404;
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return { asked, release: () => release() };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-15T06:30:00.000Z') });
});
afterEach(() => vi.useRealTimers());

describe('the report of charges after trips', () => {
  it('shows this month’s figures by kind in a table with labelled headers, after loading', async () => {
    const server = serve();
    renderAt(<ConsoleTripChargesPage />);
    const section = await screen.findByRole('region', { name: 'Report of charges after trips' });
    expect(within(section).getByLabelText('From (IST)')).toHaveValue('2026-12-01');
    expect(within(section).getByLabelText('To (IST)')).toHaveValue('2026-12-15');
    expect(await within(section).findByText('Loading the report…')).toBeVisible();
    server.release();

    const table = await within(section).findByRole('table', {
      name: 'Charges after trips recorded from 2026-12-01 to 2026-12-15',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Figure', 'Tolls', 'Traffic challans', 'Damage found later', 'All charges']);
    const row = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')!.querySelectorAll('td');
    const cells = (name: string) => [...row(name)].map((c) => c.textContent);
    expect(cells('Business’s own cost')).toEqual(['₹165 (1)', '₹0 (0)', '₹0 (0)', '₹165 (1)']);
    expect(cells('Billed to renters')).toEqual([
      '₹215 (1)',
      '₹600 (1)',
      '₹2,000 (1)',
      '₹2,815 (3)',
    ]);
    expect(cells('Collected')).toEqual(['₹215', '₹0', '₹500', '₹715']);
    expect(cells('Still owed')).toEqual(['₹0', '₹0', '₹0', '₹0']);
    expect(cells('Disputes accepted (reversed)')).toEqual([
      '₹0 (0)',
      '₹600 (1)',
      '₹0 (0)',
      '₹600 (1)',
    ]);
    expect(cells('Written off')).toEqual(['₹0 (0)', '₹0 (0)', '₹1,500 (1)', '₹1,500 (1)']);
    expect(within(section).getByRole('link', { name: 'Download as CSV' })).toHaveAttribute(
      'href',
      '/api/console/trip-charges/report.csv?from=2026-12-01&to=2026-12-15',
    );
    expect(server.asked).toEqual(['?from=2026-12-01&to=2026-12-15']);
  });

  it('asks again for the period chosen, and not at all for a period that ends before it starts', async () => {
    const server = serve();
    server.release();
    renderAt(<ConsoleTripChargesPage />);
    const section = await screen.findByRole('region', { name: 'Report of charges after trips' });
    await within(section).findByRole('table');
    const from = within(section).getByLabelText('From (IST)');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await waitFor(() => expect(server.asked).toContain('?from=2026-11-01&to=2026-12-15'));

    await userEvent.clear(from);
    await userEvent.type(from, '2026-12-20');
    expect(from).toHaveAccessibleDescription(
      'Choose a from date on or before the to date, at most 366 days apart.',
    );
    expect(within(section).queryByRole('table')).toBeNull();
    expect(server.asked.some((q) => q.includes('2026-12-20'))).toBe(false);
  });

  it('is not shown to counter staff, nor asked for', async () => {
    const server = serve('staff');
    const { queryClient } = renderAt(<ConsoleTripChargesPage />);
    await screen.findByText('No charges after trips are recorded yet.');
    await waitFor(() =>
      expect(queryClient.getQueryData(['console', 'me'])).toMatchObject({ staffRole: 'staff' }),
    );
    expect(screen.queryByRole('region', { name: 'Report of charges after trips' })).toBeNull();
    expect(server.asked).toEqual([]);
  });
});
