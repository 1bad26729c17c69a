import { z } from 'zod';
import { ratePackageSchema as publicRatePackageSchema } from './car-detail.js';
import { FUEL_TYPES, TRANSMISSIONS } from './car-labels.js';

// ---- Operator console: cars and their rate packages ----

export const CAR_HAS_BOOKINGS_MESSAGE =
  'This car has bookings, so it cannot be deleted. Retire it instead; its history stays.';
export const CAR_NUMBER_TAKEN_MESSAGE = 'Another car already has this registration number.';
export const PACKAGE_HAS_BOOKINGS_MESSAGE =
  'Bookings were priced with this package, so it cannot be deleted. Change its rates instead; bookings keep what they were priced at.';
export const LAST_PACKAGE_MESSAGE = 'A car needs at least one rate package.';

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/** Rupees as typed are sent as paise: a whole, non-negative number. */
const paise = (label: string) =>
  z
    .number({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be whole paise.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(100_000_000, `The ${label} is too large.`);

const id = (label: string) =>
  z
    .number({ error: `Please choose the ${label}.` })
    .int()
    .positive(`Please choose the ${label}.`);

/** Indian registration numbers, e.g. "CG 07 AB 1234" (spaces optional, kept upper case). */
export const carNumberSchema = z
  .string({ error: 'Please enter the registration number.' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}\s?\d{1,2}\s?[A-Z]{0,3}\s?\d{1,4}$/, {
    error: 'Please enter a registration number like CG 07 AB 1234.',
  });

export const carBodySchema = z.object({
  branchId: id('branch'),
  categoryId: id('category'),
  subcategoryId: id('subcategory').nullable(),
  brandName: text('brand', 60),
  modelName: text('model', 60),
  title: text('title', 120),
  fuelType: z.enum(FUEL_TYPES, { error: 'Please choose the fuel type.' }),
  transmission: z.enum(TRANSMISSIONS, { error: 'Please choose the transmission.' }),
  seats: z
    .number({ error: 'The seats must be a number.' })
    .int('The seats must be a whole number.')
    .min(1, 'A car has at least 1 seat.')
    .max(20, 'A car has at most 20 seats.'),
  carNumber: carNumberSchema,
  shortDescription: text('short description', 500),
  securityDepositPaise: paise('security deposit'),
  outstationSecurityDepositPaise: paise('outstation security deposit'),
  accessoryIds: z.array(z.number().int().positive()).max(50).default([]),
  amenityIds: z.array(z.number().int().positive()).max(50).default([]),
});
export type CarBody = z.infer<typeof carBodySchema>;
export type CarBodyInput = z.input<typeof carBodySchema>;

export const ratePackageBodySchema = z
  .object({
    type: text('package name', 60),
    ratePerHourPaise: paise('rate per hour').min(1, 'The rate per hour must be more than 0.'),
    actualRatePerHourPaise: paise('actual rate per hour'),
    kmPerHour: z
      .number({ error: 'The km per hour must be a number.' })
      .int('The km per hour must be a whole number.')
      .min(0, 'The km per hour cannot be negative.')
      .max(1000, 'The km per hour is too large.'),
    extraKmRatePaise: paise('extra km rate'),
    extendRatePerHourPaise: paise('extend rate per hour'),
  })
  .refine((p) => p.actualRatePerHourPaise >= p.ratePerHourPaise, {
    message: 'The actual rate cannot be below the rate per hour.',
    path: ['actualRatePerHourPaise'],
  });
export type RatePackageBody = z.infer<typeof ratePackageBodySchema>;

/** A rate package as the console shows it: the public card without a searched period. */
export const ratePackageSchema = publicRatePackageSchema.omit({ period: true });
export type RatePackage = z.infer<typeof ratePackageSchema>;

export const consoleCarSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  branchName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  subcategoryId: z.number().int().nullable(),
  brandName: z.string(),
  modelName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  transmission: z.enum(TRANSMISSIONS),
  seats: z.number().int(),
  carNumber: z.string(),
  shortDescription: z.string(),
  securityDepositPaise: z.number().int(),
  outstationSecurityDepositPaise: z.number().int(),
  isActive: z.boolean(),
  /** Dual controls: practical lessons may be taught in it (decision 0046). */
  isTrainingCar: z.boolean(),
  accessoryIds: z.array(z.number().int()),
  amenityIds: z.array(z.number().int()),
  ratePackages: z.array(ratePackageSchema),
});
export type ConsoleCar = z.infer<typeof consoleCarSchema>;

export const consoleCarListSchema = z.object({
  cars: z.array(
    consoleCarSchema.pick({
      id: true,
      branchName: true,
      title: true,
      carNumber: true,
      imageUrl: true,
      categoryName: true,
      isActive: true,
    }),
  ),
});
export type ConsoleCarList = z.infer<typeof consoleCarListSchema>;

export const carListQuerySchema = z.object({
  branchId: z.coerce.number({ error: 'The branch must be a number.' }).int().positive().optional(),
});

export const carActiveBodySchema = z.object({
  isActive: z.boolean({ error: 'Say whether the car is active (true) or retired (false).' }),
});

/** Categories out of use are listed (a car may still be in one) but not offered for a new choice. */
export const fleetOptionsSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      isActive: z.boolean(),
      subcategories: z.array(
        z.object({ id: z.number().int(), name: z.string(), isActive: z.boolean() }),
      ),
    }),
  ),
  accessories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  amenities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type FleetOptions = z.infer<typeof fleetOptionsSchema>;

export const packageParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  packageId: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Photos: the upload limit and the sizes the site serves (8:5, as the car cards show them). */
export const CAR_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const CAR_PHOTO_WIDTHS = [800, 1600] as const;
