import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CarCompliance as Papers } from '../../../../shared/fleet-compliance';
import { addDays, istDate } from '../../../../shared/time';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CarCompliance } from './car-compliance';

const today = istDate(new Date());
const papers: Papers = {
  carId: 7,
  registrationExpiresOn: addDays(today, 400),
  insuranceExpiresOn: addDays(today, -1),
  pucExpiresOn: addDays(today, 12),
  permitExpiresOn: null,
  lastServiceOn: addDays(today, -100),
  serviceDueOn: addDays(today, -3),
  serviceDueKm: 15_000,
  odometerKm: 14_700,
  usableUntil: null,
  problems: [],
};

function setup(body: Papers) {
  stubFetch((u) =>
    u.pathname === '/api/console/cars/7/compliance'
      ? { body }
      : { status: 404, body: { message: 'Not found' } },
  );
  renderAt(<CarCompliance carId={7} />);
}

/** The row of a paper in the list, by the words it starts with. */
const rowOf = (list: HTMLElement, start: string) =>
  within(list)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(start))!;

describe('the car page’s papers (state in words and colour)', () => {
  it('shows a lapsed paper in red, one due within 30 days in amber, one in order in green', async () => {
    setup(papers);
    const list = await screen.findByRole('list', { name: 'How the papers stand today' });
    const insurance = rowOf(list, 'Insurance');
    expect(insurance).toHaveTextContent(/valid until .*Lapsed$/);
    expect(insurance.className).toContain('bg-red-50');
    const puc = rowOf(list, 'PUC certificate');
    expect(puc).toHaveTextContent(/Due in 12 days$/);
    expect(puc.className).toContain('bg-amber-50');
    const registration = rowOf(list, 'Registration');
    expect(registration).toHaveTextContent(/In order$/);
    expect(registration.className).toContain('bg-green-50');
    // The service: its date passed (overdue, red), and 300 km left on its km (due, amber).
    const [byDate, byKm] = within(list)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.startsWith('Service'));
    expect(byDate).toHaveTextContent(/due on .*Overdue$/);
    expect(byDate!.className).toContain('bg-red-50');
    expect(byKm).toHaveTextContent('due at 15000 kmDue in 300 km');
    expect(byKm!.className).toContain('bg-amber-50');
    // A paper not recorded is not listed; no two states share a colour.
    expect(within(list).queryByText('Permit')).toBeNull();
    const tones = new Set([insurance, puc, registration].map((li) => li.className));
    expect(tones.size).toBe(3);
  });

  it('says a paper on its last day or the day before is due today or tomorrow', async () => {
    setup({
      ...papers,
      insuranceExpiresOn: today,
      pucExpiresOn: addDays(today, 1),
      serviceDueOn: null,
      serviceDueKm: null,
    });
    const list = await screen.findByRole('list', { name: 'How the papers stand today' });
    expect(rowOf(list, 'Insurance')).toHaveTextContent(/Due today$/);
    expect(rowOf(list, 'PUC certificate')).toHaveTextContent(/Due tomorrow$/);
  });

  it('says when no paper is recorded', async () => {
    setup({
      ...papers,
      registrationExpiresOn: null,
      insuranceExpiresOn: null,
      pucExpiresOn: null,
      serviceDueOn: null,
      serviceDueKm: null,
    });
    expect(await screen.findByText('No papers or service recorded yet.')).toBeVisible();
  });
});
