import { z } from 'zod';
import { rateSeasonSchema } from './seasons.js';
import { carCardSchema, carListQuerySchema, periodPriceSchema } from './cars.js';

/** The search selection a car detail may be asked for (validated by src/shared/search.ts). */
export const carDetailQuerySchema = carListQuerySchema.pick({
  branch: true,
  pickupDate: true,
  pickupTime: true,
  dropDate: true,
  dropTime: true,
});

export const carIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The car id must be a number.' })
    .int({ error: 'The car id must be a whole number.' })
    .positive({ error: 'The car id must be a whole number.' }),
});

export const carModelParamsSchema = z.object({
  brandName: z.string().min(1).max(100),
  modelName: z.string().min(1).max(100),
});

/** Rate package card (spec: packagesid, type, rate_per_hour, act_rate_per_hour, ...). */
export const ratePackageSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  ratePerHourPaise: z.number().int(),
  actualRatePerHourPaise: z.number().int(),
  kmPerHour: z.number().int(),
  extraKmRatePaise: z.number().int(),
  extendRatePerHourPaise: z.number().int(),
  /** With a search: hours, base fare and km included for the searched period. */
  period: periodPriceSchema.optional(),
});
export type RatePackage = z.infer<typeof ratePackageSchema>;

export const carDetailResponseSchema = z.object({
  car: carCardSchema
    .omit({ fromRatePerHourPaise: true, extraKmRatePaise: true, period: true, rating: true })
    .extend({
      shortDescription: z.string(),
      securityDepositPaise: z.number().int(),
      outstationSecurityDepositPaise: z.number().int(),
    }),
  packages: z.array(ratePackageSchema),
  accessories: z.array(z.string()),
  amenities: z.array(z.string()),
  /** With a search: the period and whether this car is free for all of it. */
  search: z
    .object({
      pickupAt: z.string(),
      dropAt: z.string(),
      hours: z.number(),
      available: z.boolean(),
      /** A season in force asks for a longer trip: its message; null otherwise. */
      minimumTripProblem: z.string().nullable(),
    })
    .optional(),
  /**
   * The rate rules that may cover this car over the searched period (all current and coming
   * ones without a search): the checkout prices with them as the server does.
   */
  priceRules: z.array(rateSeasonSchema),
});
export type CarDetailResponse = z.infer<typeof carDetailResponseSchema>;
