import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { RentMixSection } from './rent-mix-section';

const report: ConsoleReport = {
  month: '2026-05',
  branchId: 1,
  branches: [],
  trend: [],
  cars: [],
  weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    bookings: weekday === 6 ? 2 : 0,
    rentPaise: weekday === 6 ? 120_000 : 0,
  })),
  seasons: [
    { seasonId: null, name: null, nameHi: null, bookings: 2, rentPaise: 80_000 },
    { seasonId: 4, name: 'Wedding season', nameHi: 'शादी का मौसम', bookings: 2, rentPaise: 73_333 },
  ],
  carRatings: [
    {
      carId: 9,
      carNumber: 'CG04 AB 1234',
      title: 'Swift',
      branchName: 'Raipur',
      averageRating: 4.5,
      reviews: 2,
    },
  ],
  branchRatings: [{ branchId: 1, branchName: 'Raipur', averageRating: 4.33, reviews: 3 }],
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((c) => c.textContent);

describe('rent by day and season, and ratings, on the reports page', () => {
  it('shows four captioned tables with their column and row headers', () => {
    render(<RentMixSection report={report} />);
    const days = screen.getByRole('table', { name: 'Rent by pickup day, 2026-05' });
    expect(headers(days)).toEqual(['Day', 'Bookings', 'Rent']);
    expect(within(days).getAllByRole('rowheader')).toHaveLength(7);
    expect(cells(within(days).getByRole('row', { name: /^Saturday/ }))).toEqual(['2', '₹1,200']);

    const seasons = screen.getByRole('table', { name: 'Rent by season, 2026-05' });
    expect(headers(seasons)).toEqual(['Season', 'Bookings', 'Rent']);
    expect(cells(within(seasons).getByRole('row', { name: /^Wedding season/ }))).toEqual([
      '2',
      '₹733.33',
    ]);
    expect(
      within(seasons).getByRole('rowheader', { name: 'No season (package rate)' }),
    ).toBeVisible();

    const cars = screen.getByRole('table', { name: 'Car ratings from reviews written in 2026-05' });
    expect(headers(cars)).toEqual(['Car', 'Branch', 'Average rating (out of 5)', 'Reviews']);
    expect(cells(within(cars).getByRole('row', { name: /^Swift \(CG04 AB 1234\)/ }))).toEqual([
      'Raipur',
      '4.50',
      '2',
    ]);
    const branches = screen.getByRole('table', {
      name: 'Branch ratings from reviews written in 2026-05',
    });
    expect(headers(branches)).toEqual(['Branch', 'Average rating (out of 5)', 'Reviews']);
    expect(cells(within(branches).getByRole('row', { name: /^Raipur/ }))).toEqual(['4.33', '3']);
  });

  it('says so when the month has no visible review', () => {
    render(<RentMixSection report={{ ...report, carRatings: [], branchRatings: [] }} />);
    expect(screen.getByText('No visible reviews written in this month.')).toBeVisible();
    expect(screen.queryByRole('table', { name: /ratings/ })).toBeNull();
  });

  it('names days and seasons in Hindi when the console is in Hindi', () => {
    render(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole } as typeof hi)}>
        <RentMixSection report={report} />
      </I18nextProvider>,
    );
    const h = hiConsole.console.reports.mix;
    const seasons = screen.getByRole('table', {
      name: h.seasonCaption.replace('{{month}}', '2026-05'),
    });
    expect(within(seasons).getByRole('rowheader', { name: 'शादी का मौसम' })).toBeVisible();
    expect(within(seasons).getByRole('rowheader', { name: h.noSeason })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: h.weekdays['1'] })).toBeVisible();
  });
});
