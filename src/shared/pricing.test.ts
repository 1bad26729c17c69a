import { describe, expect, it } from 'vitest';
import {
  EXTENSION_MIN_HOURS,
  bookingPrice,
  cancellationRefund,
  cancellationRuleFor,
  chargedBookingPrice,
  extensionProblem,
  gstChargedOn,
  withCancellationGst,
  extensionTooShortMessage,
  periodPrice,
} from './pricing.js';
import { DROP_NOT_AFTER_PICKUP_MESSAGE } from './search.js';

describe('periodPrice', () => {
  it('charges hours x rate per hour and includes hours x km per hour', () => {
    expect(periodPrice(24, { ratePerHourPaise: 9_900, kmPerHour: 10 })).toEqual({
      hours: 24,
      basePaise: 237_600,
      kmIncluded: 240,
    });
  });

  it('prices half hours and rounds to whole paise and kilometres', () => {
    expect(periodPrice(6.5, { ratePerHourPaise: 12_345, kmPerHour: 7 })).toEqual({
      hours: 6.5,
      basePaise: 80_243,
      kmIncluded: 46,
    });
  });
});

const rates = { ratePerHourPaise: 10_000, kmPerHour: 10, extraKmRatePaise: 800 };
const deposits = { localPaise: 300_000, outstationPaise: 500_000 };

describe('bookingPrice', () => {
  it('adds the local deposit and the pickup/drop charge to the base fare', () => {
    expect(
      bookingPrice({ hours: 24, rates, deposits, tripType: 'local', pickupDropPaise: 50_000 }),
    ).toEqual({
      hours: 24,
      basePaise: 240_000,
      discountPaise: 0,
      kmIncluded: 240,
      depositPaise: 300_000,
      pickupDropPaise: 50_000,
      totalPaise: 590_000,
      extraKmRatePaise: 800,
    });
  });

  it('takes a coupon off the base fare, never more than the fare, and taxes what is left', () => {
    const input = {
      hours: 24,
      rates,
      deposits,
      tripType: 'local' as const,
      pickupDropPaise: 50_000,
    };
    const discounted = bookingPrice({ ...input, discountPaise: 24_000 });
    expect(discounted).toMatchObject({ basePaise: 240_000, discountPaise: 24_000 });
    expect(discounted.totalPaise).toBe(590_000 - 24_000);
    expect(bookingPrice({ ...input, discountPaise: 999_999 }).discountPaise).toBe(240_000);
    // 18% added to the fare after the discount and the pickup/drop charge, never the deposit.
    const terms = { rateBp: 1800, interState: false, pricesIncludeTax: false };
    const charged = chargedBookingPrice(discounted, terms);
    expect(charged.gst.taxablePaise).toBe(240_000 - 24_000 + 50_000);
    expect(charged.gstAddedPaise).toBe(Math.round((266_000 * 18) / 100));
  });

  it('takes the outstation deposit for an outstation trip', () => {
    const price = bookingPrice({
      hours: 6.5,
      rates,
      deposits,
      tripType: 'outstation',
      pickupDropPaise: 0,
    });
    expect(price.basePaise).toBe(65_000);
    expect(price.depositPaise).toBe(500_000);
    expect(price.totalPaise).toBe(565_000);
  });

  it('charges an existing booking (extension) hours x rate only', () => {
    const price = bookingPrice({
      hours: 5,
      rates,
      deposits,
      tripType: 'outstation',
      pickupDropPaise: 50_000,
      existingBooking: true,
    });
    expect(price).toMatchObject({ basePaise: 50_000, depositPaise: 0, pickupDropPaise: 0 });
    expect(price.totalPaise).toBe(50_000);
  });
});

describe('cancellation refund bands', () => {
  const rules = [
    { minHoursBeforeStart: 0, maxHoursBeforeStart: 24, deductionPercent: 50 },
    { minHoursBeforeStart: 24, maxHoursBeforeStart: 72, deductionPercent: 25 },
    { minHoursBeforeStart: 72, maxHoursBeforeStart: null, deductionPercent: 10 },
  ];
  const booking = { rentPaise: 100_001, depositPaise: 300_000, pickupDropPaise: 20_000 };

  it.each([
    [0, 50],
    [23.99, 50],
    [24, 25],
    [71.5, 25],
    [72, 10],
    [10_000, 10],
  ])('%s hours before pickup deducts %s%%', (hours, percent) => {
    expect(cancellationRuleFor(rules, hours)?.deductionPercent).toBe(percent);
    expect(cancellationRefund(booking, rules, hours).deductionPercent).toBe(percent);
  });

  it('deducts from the base fare only and refunds the deposit in full', () => {
    expect(cancellationRefund(booking, rules, 30)).toEqual({
      deductionPercent: 25,
      deductionPaise: 25_000,
      rentRefundPaise: 75_001,
      depositRefundPaise: 300_000,
      pickupDropRefundPaise: 20_000,
      refundPaise: 395_001,
    });
  });

  it('deducts nothing when no rule covers the hours', () => {
    expect(cancellationRuleFor(rules, -1)).toBeUndefined();
    expect(cancellationRefund(booking, [], 5).refundPaise).toBe(420_001);
  });
});

describe('extension minimum', () => {
  const oldDrop = new Date('2026-12-01T10:00:00+05:30');
  const after = (hours: number) => new Date(oldDrop.getTime() + hours * 3_600_000);

  it('refuses a new drop not after the old drop with the search message', () => {
    expect(extensionProblem(oldDrop, oldDrop)).toBe(DROP_NOT_AFTER_PICKUP_MESSAGE);
    expect(extensionProblem(oldDrop, after(-1))).toBe(DROP_NOT_AFTER_PICKUP_MESSAGE);
  });

  it(`refuses strictly under ${EXTENSION_MIN_HOURS} hours, stating the minimum`, () => {
    expect(extensionProblem(oldDrop, after(4.5))).toBe(extensionTooShortMessage(4.5));
    expect(extensionTooShortMessage(4.5)).toContain('minimum extension is 5 hours');
    expect(extensionTooShortMessage(4.5)).toContain('only 4.5 hours');
  });

  it('accepts exactly 5 hours and more', () => {
    expect(extensionProblem(oldDrop, after(5))).toBeNull();
    expect(extensionProblem(oldDrop, after(5.5))).toBeNull();
  });
});

describe('prices with GST added (GST_PRICES_INCLUDE_TAX=false)', () => {
  const rates = { ratePerHourPaise: 10_000, kmPerHour: 10, extraKmRatePaise: 800 };
  const deposits = { localPaise: 300_000, outstationPaise: 500_000 };
  const price = bookingPrice({
    hours: 24,
    rates,
    deposits,
    tripType: 'local',
    pickupDropPaise: 50_000,
  });
  const excluded = { rateBp: 1800, interState: false, pricesIncludeTax: false };

  it('adds GST on the fare and pickup/drop charge, never on the deposit', () => {
    const charged = chargedBookingPrice(price, excluded);
    // 18 % of ₹2,900: ₹261 CGST + ₹261 SGST.
    expect(charged.gst).toEqual({
      taxablePaise: 290_000,
      cgstPaise: 26_100,
      sgstPaise: 26_100,
      igstPaise: 0,
      totalPaise: 342_200,
    });
    expect(charged.gstAddedPaise).toBe(52_200);
    expect(charged.totalPaise).toBe(590_000 + 52_200);
    expect(charged.basePaise).toBe(240_000);
    expect(gstChargedOn({ ...charged, rentPaise: charged.basePaise })).toBe(52_200);
  });

  it('charges the prices as they are when they include GST or none applies', () => {
    for (const terms of [{ ...excluded, pricesIncludeTax: true }, null]) {
      const charged = chargedBookingPrice(price, terms);
      expect(charged.totalPaise).toBe(590_000);
      expect(charged.gstAddedPaise).toBe(0);
    }
  });

  it('keeps the GST of the deduction on a cancellation and refunds the rest of it', () => {
    const booking = { rentPaise: 100_001, depositPaise: 300_000, pickupDropPaise: 20_000 };
    const rules = [{ minHoursBeforeStart: 0, maxHoursBeforeStart: null, deductionPercent: 25 }];
    const gstPaid = 21_600; // 18 % of ₹1,200.01, rounded per half
    const refund = withCancellationGst(cancellationRefund(booking, rules, 30), gstPaid, excluded);
    // Deduction ₹250 (25 % of the fare) keeps ₹22.50 + ₹22.50 of GST.
    expect(refund).toMatchObject({
      deductionPaise: 25_000,
      deductionGstPaise: 4_500,
      gstRefundPaise: 17_100,
      refundPaise: 395_001 + 17_100,
    });
    // Prices that included GST (nothing added): the refund is unchanged.
    expect(withCancellationGst(cancellationRefund(booking, rules, 30), 0, excluded)).toMatchObject({
      deductionGstPaise: 0,
      gstRefundPaise: 0,
      refundPaise: 395_001,
    });
  });
});
