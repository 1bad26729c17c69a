import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUPON_MESSAGES as M,
  couponDiscount,
  couponInputSchema,
  couponProblem,
  normaliseCouponCode,
  type CouponContext,
  type CouponRules,
  type CouponTerms,
} from './coupons.js';

const rules: CouponRules = {
  isActive: true,
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  branchIds: [2],
  categoryIds: [3, 4],
  minTripHours: 24,
  maxUses: 100,
  maxUsesPerCustomer: 1,
  firstBookingOnly: true,
};
const context: CouponContext = {
  today: '2026-12-10',
  branchId: 2,
  categoryId: 4,
  tripHours: 24,
  usesSoFar: 99,
  customerUsesSoFar: 0,
  customerHasBooked: false,
};

describe('couponProblem', () => {
  it('lets a coupon apply when every rule holds', () => {
    expect(couponProblem(rules, context)).toBeNull();
    expect(
      couponProblem(
        { ...rules, branchIds: [], categoryIds: [], minTripHours: null, maxUses: null },
        { ...context, usesSoFar: 10_000 },
      ),
    ).toBeNull();
  });

  it('names one reason at a time, the first that fails', () => {
    const cases: [Partial<CouponRules> | null, Partial<CouponContext>, string][] = [
      [null, {}, 'This coupon code does not exist.'],
      [{ isActive: false }, {}, M.inactive],
      [{}, { today: '2026-11-30' }, 'This coupon can be used from 1 Dec 2026.'],
      [{}, { today: '2027-01-01' }, 'This coupon expired on 31 Dec 2026.'],
      [{}, { branchId: 1 }, M.branch],
      [{}, { categoryId: 1 }, M.category],
      [{}, { tripHours: 23.5 }, 'This coupon is for trips of at least 24 hours.'],
      [{}, { usesSoFar: 100 }, M.usedUp],
      [{ maxUsesPerCustomer: 2 }, { customerUsesSoFar: 2 }, M.customerUsedUp],
      [{}, { customerHasBooked: true }, M.firstBooking],
      // Both switched off and expired: the first reason only.
      [{ isActive: false }, { today: '2027-01-01' }, M.inactive],
    ];
    for (const [change, given, message] of cases) {
      const coupon = change === null ? null : { ...rules, ...change };
      expect(couponProblem(coupon, { ...context, ...given })).toBe(message);
    }
  });

  it('counts both end dates in', () => {
    expect(couponProblem(rules, { ...context, today: '2026-12-01' })).toBeNull();
    expect(couponProblem(rules, { ...context, today: '2026-12-31' })).toBeNull();
  });
});

const percent = (value: number, cap: number | null = null): CouponTerms => ({
  code: 'TEN',
  kind: 'percent',
  percent: value,
  amountPaise: null,
  maxDiscountPaise: cap,
  description: '',
  descriptionHi: '',
});
const amount = (paise: number): CouponTerms => ({
  ...percent(1),
  kind: 'amount',
  percent: null,
  amountPaise: paise,
});

describe('couponDiscount', () => {
  it('takes a percentage rounded to the paisa, held to its cap', () => {
    expect(couponDiscount(percent(10), 123_45)).toBe(12_35);
    expect(couponDiscount(percent(10, 500_00), 10_000_00)).toBe(500_00);
    expect(couponDiscount(percent(100), 2_000_00)).toBe(2_000_00);
  });

  it('takes an amount, never more than the rent', () => {
    expect(couponDiscount(amount(500_00), 2_000_00)).toBe(500_00);
    expect(couponDiscount(amount(500_00), 300_00)).toBe(300_00);
    expect(couponDiscount(amount(500_00), 0)).toBe(0);
  });

  it('is never negative, never above the rent, never above the cap', () => {
    const terms = fc.oneof(
      fc
        .record({
          value: fc.integer({ min: 1, max: 100 }),
          cap: fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        })
        .map(({ value, cap }) => percent(value, cap)),
      fc.integer({ min: 1, max: 100_000_000 }).map(amount),
    );
    fc.assert(
      fc.property(terms, fc.integer({ min: 0, max: 100_000_000 }), (t, rent) => {
        const off = couponDiscount(t, rent);
        expect(Number.isInteger(off)).toBe(true);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(rent);
        if (t.maxDiscountPaise !== null) expect(off).toBeLessThanOrEqual(t.maxDiscountPaise);
      }),
    );
  });
});

describe('the coupon form', () => {
  const valid = {
    code: ' monsoon10 ',
    kind: 'percent',
    percent: 10,
    startsOn: '2026-07-01',
    endsOn: '2026-09-30',
  };

  it('keeps the code upper-case and fills the defaults', () => {
    expect(normaliseCouponCode('  diwali500 ')).toBe('DIWALI500');
    expect(couponInputSchema.parse(valid)).toMatchObject({
      code: 'MONSOON10',
      branchIds: [],
      categoryIds: [],
      maxUsesPerCustomer: 1,
      firstBookingOnly: false,
      isActive: true,
      amountPaise: null,
    });
  });

  it('names each bad field', () => {
    const fails = (change: object) => {
      const result = couponInputSchema.safeParse({ ...valid, ...change });
      if (result.success) return null;
      return result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(fails({ code: 'AB' })).toEqual([['code', M.code]]);
    expect(fails({ code: 'TEN OFF' })).toEqual([['code', M.code]]);
    expect(fails({ kind: 'free' })).toEqual([['kind', M.kind]]);
    expect(fails({ percent: 0 })).toEqual([['percent', M.percent]]);
    expect(fails({ percent: null })).toEqual([['percent', M.percent]]);
    expect(fails({ kind: 'amount' })).toEqual([['amountPaise', M.amount]]);
    expect(fails({ maxDiscountPaise: 0 })).toEqual([['maxDiscountPaise', M.cap]]);
    expect(fails({ startsOn: '2026-02-30' })).toEqual([['startsOn', M.startsOn]]);
    expect(fails({ endsOn: '' })).toEqual([['endsOn', M.endsOn]]);
    expect(fails({ endsOn: '2026-06-30' })).toEqual([['endsOn', M.endsBeforeStart]]);
    expect(fails({ branchIds: [0] })).toEqual([['branchIds.0', M.branches]]);
    expect(fails({ categoryIds: ['x'] })).toEqual([['categoryIds.0', M.categories]]);
    expect(fails({ minTripHours: 0 })).toEqual([['minTripHours', M.minTripHours]]);
    expect(fails({ maxUses: 0 })).toEqual([['maxUses', M.maxUses]]);
    expect(fails({ maxUsesPerCustomer: 0 })).toEqual([
      ['maxUsesPerCustomer', M.maxUsesPerCustomer],
    ]);
    expect(fails({ description: 'x'.repeat(201) })).toEqual([['description', M.description]]);
  });
});
