import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { ConsoleBookingPage } from './console-booking-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A confirmed booking whose package bills ₹150 an hour late, at a branch with its own rate. */
function booking(late: { ratePaise: number; graceMinutes: number }): ConsoleBookingDetail {
  return {
    booking: {
      id: 42,
      status: 'confirmed',
      customerId: 7,
      customerName: 'Demo Customer',
      customerEmail: 'demo@selfdrive.test',
      customerMobile: null,
      customerIdVerified: true,
      customerBlocked: false,
      carId: 5,
      carName: 'Tata Nexon EV',
      carNumber: 'CG 07 AB 1234',
      branchId: 1,
      branchName: 'Durg',
      pickupAt: inDays(5),
      dropAt: inDays(6),
      finalDropAt: inDays(6),
      totalPaise: 660_000,
      stage: 'booked',
      tripType: 'local',
      rentPaise: 360_000,
      depositPaise: 300_000,
      kmIncluded: 240,
      extraKmRatePaise: 1_200,
      extendRatePerHourPaise: 15_000,
      lateRatePerHourPaise: late.ratePaise,
      lateGraceMinutes: late.graceMinutes,
    },
    extensions: [],
    payments: [],
    handovers: [],
    carLastReturnChecklist: null,
    photos: [],
    bill: null,
    history: [],
  };
}

function setup(detail: ConsoleBookingDetail) {
  stubFetch((u) => {
    if (u.pathname === '/api/console/bookings/42') return { body: detail };
    if (u.pathname === '/api/console/counter/cars') {
      return { body: { cars: [], pickupDropOptions: [], priceRules: [] } };
    }
    if (u.pathname === '/api/console/bookings/42/tax-documents') return { body: { documents: [] } };
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(
    [{ path: '/staff/bookings/:id', Component: ConsoleBookingPage }],
    ['/staff/bookings/42'],
  );
}

/** The header's allowance line (its term's definition). */
async function allowance() {
  const term = await screen.findByText('Allowance');
  return term.nextElementSibling;
}

describe('the booking page header: the late rate a return bills', () => {
  it("shows the branch's late rate with its grace, not the package's", async () => {
    setup(booking({ ratePaise: 33_300, graceMinutes: 45 }));
    expect(await allowance()).toHaveTextContent(
      '240 km, then ₹12/km; late ₹333/hour after 45 min grace',
    );
    expect(await allowance()).not.toHaveTextContent('₹150');
  });

  it('says no grace when the branch gives none', async () => {
    setup(booking({ ratePaise: 15_000, graceMinutes: 0 }));
    const line = await allowance();
    expect(line).toHaveTextContent(/^240 km, then ₹12\/km; late ₹150\/hour$/);
  });
});
