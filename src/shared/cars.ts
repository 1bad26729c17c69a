import { z } from 'zod';
import { rentLineSchema } from './seasons.js';
import { MAX_CITY_ID } from './branches.js';
import { ratingSummarySchema } from './reviews.js';

import { FUEL_TYPES, TRANSMISSIONS } from './car-labels.js';
import { branchContactSchema } from './pickup-drop.js';

/** Query of the car list (`/cars?cityid=&category=&subcategory=`). */
export const carListQuerySchema = z.object({
  cityid: z.coerce
    .number({ error: 'cityid must be a number from 0 to 4.' })
    .int({ error: 'cityid must be a whole number from 0 to 4.' })
    .min(0, { error: `cityid must be from 0 to ${MAX_CITY_ID}.` })
    .max(MAX_CITY_ID, { error: `cityid must be from 0 to ${MAX_CITY_ID}.` })
    .optional(),
  category: z.coerce
    .number({ error: 'category must be a category id.' })
    .int({ error: 'category must be a category id.' })
    .positive({ error: 'category must be a category id.' })
    .optional(),
  subcategory: z.coerce
    .number({ error: 'subcategory must be a sub-category id.' })
    .int({ error: 'subcategory must be a sub-category id.' })
    .positive({ error: 'subcategory must be a sub-category id.' })
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int({ error: 'page must be a whole number from 1.' })
    .min(1, { error: 'page must be a whole number from 1.' })
    .optional(),
  // The search selection (src/shared/search.ts validates it; the route answers its messages).
  branch: z.string().optional(),
  pickupDate: z.string().optional(),
  pickupTime: z.string().optional(),
  dropDate: z.string().optional(),
  dropTime: z.string().optional(),
});
export type CarListQuery = z.infer<typeof carListQuerySchema>;

/** A searched period's price from a package: hours x rate, km included = hours x distance. */
export const periodPriceSchema = z.object({
  hours: z.number(),
  basePaise: z.number().int(),
  kmIncluded: z.number().int(),
  /** The hours by rate where a season or the standing rule priced some (shared/seasons.ts). */
  lines: z.array(rentLineSchema).optional(),
});

/**
 * A card's price for the searched period: the total only. Its lines by season are the car
 * page's and checkout's breakdown; a page of 48 cards sending them cost the mixed search a
 * quarter of its throughput (decision 0049).
 */
export const cardPeriodSchema = periodPriceSchema.omit({ lines: true });
export type CardPeriod = z.infer<typeof cardPeriodSchema>;

/** One car as the list and Trending Cars show it (the spec's Car list). */
export const carCardSchema = z.object({
  id: z.number().int(),
  brandName: z.string(),
  modelName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  transmission: z.enum(TRANSMISSIONS),
  fuelType: z.enum(FUEL_TYPES),
  seats: z.number().int(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subcategoryName: z.string().nullable(),
  branchId: z.number().int(),
  branchName: z.string(),
  /** Cheapest package's rate per hour, in paise. */
  fromRatePerHourPaise: z.number().int(),
  /** Extra km charge of that package (access_rate), in paise per km. */
  extraKmRatePaise: z.number().int(),
  /**
   * Its renters' average car rating (one decimal) and count of visible reviews; null when none
   * (decision 0049). Optional while a card built field by field may leave it out.
   */
  rating: ratingSummarySchema.nullable(),
  /** With a search: the searched period's price from the cheapest package. */
  period: cardPeriodSchema.optional(),
});
export type CarCard = z.infer<typeof carCardSchema>;

/** Cards per page of the car list (a branch of a real fleet has a few hundred cars). */
export const CAR_PAGE_SIZE = 48;

export const carListResponseSchema = z.object({
  cars: z.array(carCardSchema),
  /** Every matching car, on all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  /** The validated search, when the query had one. */
  search: z
    .object({
      branchId: z.number().int(),
      pickupAt: z.string(),
      dropAt: z.string(),
      hours: z.number(),
    })
    .optional(),
});
export type CarListResponse = z.infer<typeof carListResponseSchema>;

export const trendingResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  cars: z.array(carCardSchema),
});
export type TrendingResponse = z.infer<typeof trendingResponseSchema>;

export const catalogueResponseSchema = z.object({
  branches: z.array(
    branchContactSchema.extend({
      id: z.number().int(),
      name: z.string(),
      cityId: z.number().int(),
    }),
  ),
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      subcategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;
