import { describe, expect, it } from 'vitest';
import {
  chargedAmounts,
  extraKm,
  finalBill,
  fuelEighthsShort,
  lateHours,
  type BillInput,
} from './final-bill.js';

const drop = new Date('2026-12-01T10:00:00+05:30');
const at = (minutes: number) => new Date(drop.getTime() + minutes * 60_000);

const base: BillInput = {
  pickupOdometerKm: 10_000,
  returnOdometerKm: 10_100,
  kmIncluded: 120,
  extraKmRatePaise: 1_000,
  dropAt: drop,
  returnedAt: drop,
  lateGraceMinutes: 0,
  extendRatePerHourPaise: 15_000,
  pickupFuelEighths: 8,
  returnFuelEighths: 8,
  fuelChargePerEighthPaise: 50_000,
  damagePaise: 0,
  depositPaise: 300_000,
};

describe('late hours', () => {
  it('counts every started hour after the drop time', () => {
    expect(lateHours(drop, at(-30))).toBe(0);
    expect(lateHours(drop, drop)).toBe(0);
    expect(lateHours(drop, at(1))).toBe(1);
    expect(lateHours(drop, at(60))).toBe(1);
    expect(lateHours(drop, at(61))).toBe(2);
    expect(lateHours(drop, at(150))).toBe(3);
  });

  it('counts whole minutes: 2 h 0 min and some seconds late is 2 hours, not 3', () => {
    expect(lateHours(drop, new Date(at(120).getTime() + 40_000))).toBe(2);
  });

  it('charges only the minutes beyond the grace period, rounded up to whole hours', () => {
    expect(lateHours(drop, at(15), 15)).toBe(0);
    expect(lateHours(drop, at(16), 15)).toBe(1);
    expect(lateHours(drop, at(120), 15)).toBe(2); // 105 min beyond grace
    expect(lateHours(drop, at(136), 15)).toBe(3); // 121 min beyond grace
    expect(lateHours(drop, at(-5), 15)).toBe(0);
  });
});

describe('extra km and fuel', () => {
  it('charges only kilometres beyond the allowance', () => {
    expect(extraKm(100, 120)).toBe(0);
    expect(extraKm(120, 120)).toBe(0);
    expect(extraKm(157, 120)).toBe(37);
  });
  it('charges eighths below the pickup level and never pays back a fuller tank', () => {
    expect(fuelEighthsShort(8, 5)).toBe(3);
    expect(fuelEighthsShort(4, 6)).toBe(0);
  });
});

describe('final bill', () => {
  it('is the deposit back in full when nothing is owed', () => {
    const bill = finalBill(base);
    expect(bill.chargesPaise).toBe(0);
    expect(bill.depositRefundPaise).toBe(300_000);
    expect(bill.balanceDuePaise).toBe(0);
  });

  it('adds extra km, late hours at the extend rate, fuel and damage', () => {
    const bill = finalBill({
      ...base,
      returnOdometerKm: 10_150, // 150 km, 30 beyond 120
      returnedAt: at(70), // 2 started hours
      returnFuelEighths: 6, // 2 eighths short
      damagePaise: 20_000,
    });
    expect(bill).toMatchObject({
      kmDriven: 150,
      extraKm: 30,
      extraKmPaise: 30_000,
      lateHours: 2,
      latePaise: 30_000,
      fuelEighthsShort: 2,
      fuelPaise: 100_000,
      chargesPaise: 180_000,
      depositRefundPaise: 120_000,
      balanceDuePaise: 0,
    });
  });

  it('applies the grace period to the late charge', () => {
    const bill = finalBill({ ...base, returnedAt: at(120), lateGraceMinutes: 15 });
    expect(bill).toMatchObject({ lateHours: 2, latePaise: 30_000 });
  });

  it('leaves a balance due when the charges exceed the deposit', () => {
    const bill = finalBill({ ...base, returnOdometerKm: 10_520 }); // 400 extra km
    expect(bill.chargesPaise).toBe(400_000);
    expect(bill.depositRefundPaise).toBe(0);
    expect(bill.balanceDuePaise).toBe(100_000);
  });

  it('takes what a change left owed from the deposit first, then owes the rest', () => {
    const covered = finalBill({ ...base, owedBeforePaise: 63_000 });
    expect(covered).toMatchObject({
      chargesPaise: 0,
      owedBeforePaise: 63_000,
      depositRefundPaise: 237_000,
      balanceDuePaise: 0,
    });
    // 400 extra km (₹4,000) and ₹630 owed against a ₹3,000 deposit: ₹1,630 to collect.
    const beyond = finalBill({ ...base, returnOdometerKm: 10_520, owedBeforePaise: 63_000 });
    expect(beyond).toMatchObject({ depositRefundPaise: 0, balanceDuePaise: 163_000 });
    expect(finalBill(base)).not.toHaveProperty('owedBeforePaise');
  });

  it('refuses a return reading below the pickup reading', () => {
    expect(() => finalBill({ ...base, returnOdometerKm: 9_999 })).toThrow(RangeError);
  });
});

describe('final bill with prices excluding GST', () => {
  const charges = {
    ...base,
    returnOdometerKm: 10_137, // 17 extra km at ₹10: ₹170
    returnedAt: at(70), // 2 hours at ₹150: ₹300
    damagePaise: 10_001,
  };

  it('adds each charge its own GST and keeps it out of the bill when prices include it', () => {
    const bill = finalBill({
      ...charges,
      gst: { rateBp: 1800, interState: false, pricesIncludeTax: false },
    });
    expect(bill.gst).toEqual({
      rateBp: 1800,
      interState: false,
      extraKmPaise: 3_060,
      latePaise: 5_400,
      fuelPaise: 0,
      // 9 % of 10,001 paise = 900.09: 900 each half.
      damagePaise: 1_800,
      cgstPaise: 5_130,
      sgstPaise: 5_130,
      igstPaise: 0,
    });
    expect(bill.chargesPaise).toBe(17_000 + 30_000 + 10_001 + 10_260);
    expect(bill.depositRefundPaise).toBe(300_000 - bill.chargesPaise);
    expect(chargedAmounts(bill)).toEqual({
      extraKmPaise: 20_060,
      latePaise: 35_400,
      fuelPaise: 0,
      damagePaise: 11_801,
    });
    const included = finalBill({
      ...charges,
      gst: { rateBp: 1800, interState: false, pricesIncludeTax: true },
    });
    expect(included).toEqual(finalBill(charges));
    expect(included.gst).toBeUndefined();
    expect(chargedAmounts(included).damagePaise).toBe(10_001);
  });

  it('adds IGST for a registered buyer of another state', () => {
    const bill = finalBill({
      ...charges,
      gst: { rateBp: 1800, interState: true, pricesIncludeTax: false },
    });
    expect(bill.gst).toMatchObject({
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 3_060 + 5_400 + 1_800,
    });
  });
});
