import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LessonReport } from '../../../../shared/lesson-console';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { LessonsSection } from './lessons-section';

const figures = {
  delivered: 12,
  upcoming: 3,
  cancelled: 2,
  noShows: 1,
  bookedHours: 15,
  workingHours: 150,
  utilisation: 0.1,
};

const report: LessonReport = {
  month: '2030-01',
  branchId: 1,
  noShowsRecorded: true,
  branches: [{ branchId: 1, branchName: 'Bhilai', ...figures }],
  instructors: [{ instructorId: 31, displayName: 'Meena Verma', branchName: 'Bhilai', ...figures }],
};

describe("the reports' driving lessons", () => {
  it('shows lessons delivered, cancelled, no-shows as instructors marked them, and utilisation', async () => {
    stubFetch((u) =>
      u.pathname === '/api/console/reports/lessons' && u.search === '?month=2030-01&branchId=1'
        ? { body: report }
        : { status: 404, body: { message: 'Not found' } },
    );
    renderAt(<LessonsSection month="2030-01" branchId="1" />);
    const section = await screen.findByRole('region', { name: 'Driving lessons' });
    const branch = await within(section).findByRole('row', { name: /^Bhilai/ });
    expect(
      within(branch)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12', '3', '2', '1', '15', '150', '10.0%']);
    const meena = within(section).getByRole('row', { name: /^Meena Verma/ });
    expect(within(meena).getAllByRole('cell').at(-1)).toHaveTextContent('10.0%');
    expect(within(section).getByText(/as the instructor marked attendance/)).toBeVisible();
  });
});
