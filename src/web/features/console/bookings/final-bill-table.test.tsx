import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsoleBookingDetail } from '../../../../shared/console-bookings';
import { FinalBillTable } from './final-bill-table';

type Bill = NonNullable<ConsoleBookingDetail['bill']>;

const bill: Bill = {
  kmDriven: 257,
  kmIncluded: 240,
  extraKm: 17,
  extraKmPaise: 17_000,
  lateHours: 0,
  latePaise: 0,
  fuelEighthsShort: 0,
  fuelPaise: 0,
  damagePaise: 0,
  chargesPaise: 20_060,
  depositPaise: 300_000,
  depositRefundPaise: 279_940,
  balanceDuePaise: 0,
  gst: {
    rateBp: 1800,
    interState: false,
    extraKmPaise: 3_060,
    latePaise: 0,
    fuelPaise: 0,
    damagePaise: 0,
    cgstPaise: 1_530,
    sgstPaise: 1_530,
    igstPaise: 0,
  },
};

const row = (label: string) => screen.getByRole('rowheader', { name: label }).nextElementSibling;

describe('the final bill table (console)', () => {
  it('shows the GST added to the charges when prices exclude GST', () => {
    render(<FinalBillTable bill={bill} />);
    expect(row('CGST 9% added')).toHaveTextContent('₹15.30');
    expect(row('SGST 9% added')).toHaveTextContent('₹15.30');
    expect(row('Total charges')).toHaveTextContent('₹200.60');
  });

  it('shows IGST for a buyer of another state, and no GST rows when prices include it', () => {
    const igst = { ...bill.gst!, cgstPaise: 0, sgstPaise: 0, igstPaise: 3_060, interState: true };
    const { unmount } = render(<FinalBillTable bill={{ ...bill, gst: igst }} />);
    expect(row('IGST 18% added')).toHaveTextContent('₹30.60');
    unmount();
    const { gst: _gst, ...included } = bill;
    render(<FinalBillTable bill={{ ...included, chargesPaise: 17_000 }} />);
    expect(screen.queryByText(/GST/)).toBeNull();
    expect(row('Total charges')).toHaveTextContent('₹170');
  });

  it('shows what a change left owed, taken from the deposit before the refund', () => {
    render(
      <FinalBillTable bill={{ ...bill, owedBeforePaise: 63_000, depositRefundPaise: 216_940 }} />,
    );
    expect(row('Still owed from a change of the booking')).toHaveTextContent('₹630');
    expect(row('Deposit refund')).toHaveTextContent('₹2,169.40');
  });

  it('keeps each amount on one line, figures aligned (no "₹1,50 / 0" in a narrow dialog)', () => {
    render(<FinalBillTable bill={{ ...bill, damagePaise: 150_000, chargesPaise: 170_060 }} />);
    const amounts = screen.getAllByRole('cell');
    expect(amounts.length).toBeGreaterThan(5);
    for (const cell of amounts) {
      expect(cell.className.split(' ')).toEqual(
        expect.arrayContaining(['whitespace-nowrap', 'tabular-nums']),
      );
    }
    expect(row('Damage')).toHaveTextContent('₹1,500');
  });
});
