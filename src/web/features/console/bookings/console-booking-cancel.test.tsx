import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CancelOnBehalfQuote,
  ConsoleBookingDetail,
} from '../../../../shared/console-bookings';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { ConsoleBookingPage } from './console-booking-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A booking paid by UTR and confirmed, picked up in `days` days. */
function paidBooking(days: number): ConsoleBookingDetail {
  return {
    booking: {
      id: 42,
      status: 'confirmed',
      customerId: 7,
      customerName: 'Demo Customer',
      customerEmail: 'demo@selfdrive.test',
      customerMobile: '+919876500001',
      customerIdVerified: true,
      customerBlocked: false,
      carId: 5,
      carName: 'Tata Nexon EV',
      carNumber: 'CG 07 AB 1234',
      branchId: 1,
      branchName: 'Bhilai',
      pickupAt: inDays(days),
      dropAt: inDays(days + 1),
      finalDropAt: inDays(days + 1),
      totalPaise: 660_000,
      stage: 'booked',
      tripType: 'local',
      rentPaise: 360_000,
      depositPaise: 300_000,
      kmIncluded: 240,
      extraKmRatePaise: 1_200,
      extendRatePerHourPaise: 15_000,
      lateRatePerHourPaise: 15_000,
      lateGraceMinutes: 30,
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

const quote: CancelOnBehalfQuote = {
  bookingId: 42,
  paid: true,
  hoursBeforePickup: 1_200,
  deductionPercent: 10,
  deductionPaise: 36_000,
  rentRefundPaise: 324_000,
  depositRefundPaise: 300_000,
  pickupDropRefundPaise: 0,
  owedSettledPaise: 0,
  refundPaise: 624_000,
  waivedRefundPaise: 660_000,
  waivedOwedSettledPaise: 0,
};

function setup(detail: ConsoleBookingDetail) {
  stubFetch((u) => {
    if (u.pathname === '/api/console/bookings/42') return { body: detail };
    if (u.pathname === '/api/console/bookings/42/cancel-quote') return { body: quote };
    if (u.pathname === '/api/console/bookings/42/cancel') {
      return {
        body: {
          bookingId: 42,
          refundPaise: 624_000,
          message: 'Booking #42 is cancelled. The customer gets ₹6,240 back.',
        },
      };
    }
    if (u.pathname === '/api/console/bookings/42/tax-documents') return { body: { documents: [] } };
    if (u.pathname === '/api/console/counter/cars') {
      return { body: { cars: [], pickupDropOptions: [], priceRules: [] } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
  renderRoutes(
    [{ path: '/staff/bookings/:id', Component: ConsoleBookingPage }],
    ['/staff/bookings/42'],
  );
}

describe('the booking page: cancel for the customer', () => {
  it('offers it for a paid booking before pickup, shows the refund first, then cancels', async () => {
    setup(paidBooking(50));
    expect(await screen.findByRole('heading', { name: 'Cancel for the customer' })).toBeVisible();
    await userEvent.type(
      screen.getByLabelText('Reason for cancelling'),
      'Customer phoned: plans changed',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(
      await within(dialog).findByRole('button', { name: 'Cancel and refund ₹6,240' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Booking #42 is cancelled. The customer gets ₹6,240 back.',
    );
  });

  it('does not offer it once the pickup time has passed', async () => {
    setup(paidBooking(-1));
    expect(await screen.findByRole('heading', { level: 1, name: /^Booking #42/ })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Cancel for the customer' })).toBeNull();
  });
});
