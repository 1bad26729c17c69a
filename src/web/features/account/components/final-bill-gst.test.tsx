import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { FinalBill } from './final-bill';

type Bill = NonNullable<ConsoleBookingDetail['bill']>;

// ₹170 extra km, ₹300 late and ₹100.01 of damage, at prices shown without GST.
const bill: Bill = {
  kmDriven: 257,
  kmIncluded: 240,
  extraKm: 17,
  extraKmPaise: 17_000,
  lateHours: 2,
  latePaise: 30_000,
  fuelEighthsShort: 0,
  fuelPaise: 0,
  damagePaise: 10_001,
  chargesPaise: 67_261,
  depositPaise: 300_000,
  depositRefundPaise: 232_739,
  balanceDuePaise: 0,
  gst: {
    rateBp: 1800,
    interState: false,
    extraKmPaise: 3_060,
    latePaise: 5_400,
    fuelPaise: 0,
    damagePaise: 1_800,
    cgstPaise: 5_130,
    sgstPaise: 5_130,
    igstPaise: 0,
  },
};

function show(shown: Bill) {
  stubFetch((u) =>
    u.pathname === '/api/account/bookings/7/final-bill'
      ? { body: { bill: shown, returnedAt: '2026-11-26T10:00:00Z' } }
      : { status: 404, body: { message: 'nope' } },
  );
  renderRoutes([{ path: '/', element: <FinalBill bookingId={7} /> }]);
}

const value = async (label: string) =>
  (await screen.findByText(label)).nextElementSibling?.textContent;

describe("the customer's final bill", () => {
  it('lists the GST added to the charges when prices are shown without GST', async () => {
    show(bill);
    expect(await value('CGST 9% added')).toBe('₹51.30');
    expect(await value('SGST 9% added')).toBe('₹51.30');
    expect(await value('Total charges')).toBe('₹672.61');
    expect(await value('Deposit refund')).toBe('₹2,327.39');
  });

  it('lists IGST for a registered buyer of another state, and no GST rows without it', async () => {
    show({
      ...bill,
      gst: { ...bill.gst!, cgstPaise: 0, sgstPaise: 0, igstPaise: 10_260, interState: true },
    });
    expect(await value('IGST 18% added')).toBe('₹102.60');
    expect(screen.queryByText(/^CGST/)).toBeNull();
  });

  it('has no GST rows when the prices include GST', async () => {
    const { gst: _gst, ...included } = bill;
    show({ ...included, chargesPaise: 57_001, depositRefundPaise: 242_999 });
    expect(await value('Total charges')).toBe('₹570.01');
    expect(screen.queryByText(/GST/)).toBeNull();
  });
});
