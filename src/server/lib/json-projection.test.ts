import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { carListResponseSchema, type CarListResponse } from '../../shared/cars.js';
import { compileProjection } from './json-projection.js';

/** A car-list row as the query gives it: every card field plus columns the reply leaves out. */
const row = (id: number, extra: Partial<CarListResponse['cars'][number]> = {}) => ({
  matching: 2,
  snapshot: '795:801:797',
  kmPerHour: 10,
  id,
  brandName: 'Maruti Suzuki',
  modelName: `Swift "${id}" \u0928\u092f\u093e`,
  title: 'Swift',
  imageUrl: '/media/cars/swift.webp',
  transmission: 'manual' as const,
  fuelType: 'Petrol' as const,
  seats: 5,
  categoryId: 1,
  categoryName: 'Hatchback',
  subcategoryName: null,
  branchId: 1,
  branchName: 'Bhilai',
  fromRatePerHourPaise: 9000,
  extraKmRatePaise: 1000,
  rating: null,
  ...extra,
});

describe('compileProjection', () => {
  const project = compileProjection(carListResponseSchema);
  const zodText = (value: unknown) => JSON.stringify(carListResponseSchema.encode(value as never));

  it('gives the same JSON text as zod for a searched list (keys, order, nulls, omissions)', () => {
    // A card's period drops the lines by season the pricing gives (cardPeriodSchema).
    const seasonalPeriod = {
      hours: 24.5,
      basePaise: 1,
      kmIncluded: 0,
      lines: [
        {
          seasonId: 3,
          name: 'Diwali',
          nameHi: 'दिवाली',
          weekend: false,
          hours: 24.5,
          ratePerHourPaise: 9000,
        },
      ],
    };
    const list = {
      cars: [
        row(1, { period: { hours: 24.5, basePaise: 220500, kmIncluded: 245 } }),
        row(2, {
          subcategoryName: 'Premium',
          rating: { average: 4.5, count: 2 },
          period: seasonalPeriod,
        }),
      ],
      total: 2,
      page: 1,
      pageCount: 1,
      search: { branchId: 1, pickupAt: '2026-12-20T04:30:00.000Z', dropAt: 'x', hours: 24.5 },
    };
    expect(JSON.stringify(project(list))).toBe(zodText(list));
    expect(JSON.stringify(project(list))).not.toContain('snapshot');
    expect(JSON.stringify(project(list))).not.toContain('Diwali');
  });

  it('gives the same JSON text as zod for a list without a search or cars', () => {
    for (const list of [
      { cars: [row(3)], total: 1, page: 1, pageCount: 1, search: undefined },
      { cars: [], total: 0, page: 2, pageCount: 1 },
    ]) {
      expect(JSON.stringify(project(list))).toBe(zodText(list));
    }
  });

  it('refuses, when compiled, a schema kind it cannot shape', () => {
    expect(() => compileProjection(z.object({ at: z.date() }))).toThrow('"date" is not supported');
  });
});
