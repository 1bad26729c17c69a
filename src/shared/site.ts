import { z } from 'zod';
import { messageFiguresSchema } from './message-figures.js';

/** Public business details the front end shows (footer, contact page), from configuration. */
export const siteInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** The driving school's pages and menu items show only when LEARNING_ENABLED is on. */
  learningEnabled: z.boolean(),
  /**
   * GST on and GST_PRICES_INCLUDE_TAX=false: rental prices are shown before GST ("+ GST") and
   * the checkout adds it (decision 0031). The server always sends it; absent reads as false.
   */
  rentalPricesExcludeGst: z.boolean().optional(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  figures: messageFiguresSchema.optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
