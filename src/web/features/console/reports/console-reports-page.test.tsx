import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { ConsoleReportsPage } from './console-reports-page';

const MANAGER = {
  id: 5,
  name: 'Ravi',
  email: 'manager@selfdrive.test',
  staffRole: 'manager',
  branchId: 1,
  branchName: 'Bhilai',
};

const figures = {
  month: '2026-03',
  bookings: 4,
  cancellations: 1,
  receivedPaise: 480_000,
  refundsPaise: 50_000,
  revenuePaise: 364_407,
  gstPaise: 65_593,
};

const report: ConsoleReport = {
  month: '2026-03',
  branchId: 1,
  branches: [{ branchId: 1, branchName: 'Bhilai', ...figures }],
  trend: [figures],
  cars: [],
  weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, bookings: 0, rentPaise: 0 })),
  seasons: [],
  carRatings: [],
  branchRatings: [],
};

describe('the reports page', () => {
  it('shows the month’s figures of the branch and offers them as a CSV of the same month', async () => {
    stubFetch((u) => {
      if (u.pathname === '/api/console/me') return { body: MANAGER };
      if (u.pathname === '/api/console/branches') {
        return { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
      }
      if (u.pathname === '/api/console/reports' && u.search === '?month=2026-03') {
        return { body: report };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    renderAt(<ConsoleReportsPage />, '/staff/reports?month=2026-03');
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const row = await screen.findByRole('row', { name: /^Bhilai/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '1', '₹4,800', '₹500', '₹3,644.07', '₹655.93']);
    const csv = screen.getByRole('link', { name: 'Download figures (CSV)' });
    expect(csv).toHaveAttribute('href', '/api/console/reports/branches.csv?month=2026-03');
    expect(csv).toHaveAttribute('download');
  });
});
