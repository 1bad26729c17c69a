import { z } from 'zod';
import { carCardSchema } from './cars.js';

export const favouriteParamsSchema = z.object({
  carId: z.coerce
    .number({ error: 'The car id must be a number.' })
    .int({ error: 'The car id must be a whole number.' })
    .positive({ error: 'The car id must be a whole number.' }),
});

export const favouritesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be 1 or more.' })
    .default(1),
});

export const favouriteIdsResponseSchema = z.object({ carIds: z.array(z.number().int()) });
export type FavouriteIdsResponse = z.infer<typeof favouriteIdsResponseSchema>;

export const favouriteStateSchema = z.object({ carId: z.number().int(), favourite: z.boolean() });
export type FavouriteState = z.infer<typeof favouriteStateSchema>;

export const favouritesPageSchema = z.object({
  cars: z.array(carCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;
