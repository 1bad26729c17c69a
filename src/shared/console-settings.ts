import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';
import { branchContactSchema } from './pickup-drop.js';

// ---- Operator console: branches, car categories, accessories, amenities, pickup/drop options
// ---- and the cancellation schedule (decision 0017) ----

export const MAX_RULE_HOURS = 24 * 365;

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `The ${label} can be at most ${max} characters.`);

/** Optional text: '' clears it. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} can be at most ${max} characters.`);

const isActive = z.boolean({ error: 'Say whether it is in use (true) or not (false).' });

export const branchDetailsBodySchema = z.object({
  address: optionalText('address', 300),
  /** National numbers are read as Indian; stored in E.164. '' clears it. */
  phone: optionalText('phone', 30).refine((v) => v === '' || isValidPhoneNumber(v, 'IN'), {
    error: 'Please enter a valid phone number.',
  }),
  mapUrl: optionalText('map link', 500).refine(
    (v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v),
    {
      error: 'The map link must be a web address starting with https://.',
    },
  ),
  openingHours: optionalText('opening hours', 120),
});
export type BranchDetailsBody = z.infer<typeof branchDetailsBodySchema>;

export const branchDetailsSchema = branchContactSchema.extend({
  id: z.number().int(),
  name: z.string(),
});
export type BranchDetails = z.infer<typeof branchDetailsSchema>;

/** A category, subcategory, accessory or amenity: a name, in use or not. */
export const namedBodySchema = z.object({ name: text('name', 60) });
export type NamedBody = z.infer<typeof namedBodySchema>;
export const namedUpdateBodySchema = namedBodySchema.extend({ isActive });
export type NamedUpdateBody = z.infer<typeof namedUpdateBodySchema>;

export const catalogueItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
});
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** How many cars name it (active and retired): they keep it whatever happens to it. */
const namedItemSchema = catalogueItemSchema.extend({ carCount: z.number().int() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const categorySettingsSchema = namedItemSchema.extend({
  subcategories: z.array(namedItemSchema),
});
export type CategorySettings = z.infer<typeof categorySettingsSchema>;

export const pickupDropBodySchema = z.object({
  name: text('option name', 80),
  ratePaise: z
    .number({ error: 'The charge must be a number.' })
    .int('The charge must be whole paise.')
    .min(0, 'The charge cannot be negative.')
    .max(10_000_000, 'The charge is too large.'),
});
export type PickupDropBody = z.infer<typeof pickupDropBodySchema>;
export const pickupDropUpdateBodySchema = pickupDropBodySchema.extend({ isActive });
export type PickupDropUpdateBody = z.infer<typeof pickupDropUpdateBodySchema>;

export const consolePickupDropSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  name: z.string(),
  ratePaise: z.number().int(),
  isActive: z.boolean(),
});
export type ConsolePickupDrop = z.infer<typeof consolePickupDropSchema>;

const hours = (label: string) =>
  z
    .number({ error: `The ${label} must be a number of hours.` })
    .int(`The ${label} must be whole hours.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(MAX_RULE_HOURS, `The ${label} can be at most ${MAX_RULE_HOURS} hours.`);

export const cancellationRuleSchema = z.object({
  minHoursBeforeStart: hours('"from" hours'),
  /** Null: "and more". */
  maxHoursBeforeStart: hours('"up to" hours').nullable(),
  deductionPercent: z
    .number({ error: 'The deduction must be a number.' })
    .int('The deduction must be a whole percent.')
    .min(0, 'The deduction must be between 0 and 100 percent.')
    .max(100, 'The deduction must be between 0 and 100 percent.'),
});
export type CancellationRuleRow = z.infer<typeof cancellationRuleSchema>;

/**
 * Why a schedule is ambiguous, or null. Sorted by "from", the bands must start at 0 hours, each
 * start where the one before ends (no gap, no overlap), and only the last may be open-ended, so
 * every number of hours before pickup falls in exactly one band.
 */
export function scheduleProblem(rules: readonly CancellationRuleRow[]): string | null {
  if (rules.length === 0) return 'The schedule needs at least one band.';
  const sorted = [...rules].sort((a, b) => a.minHoursBeforeStart - b.minHoursBeforeStart);
  if (sorted[0]?.minHoursBeforeStart !== 0) return 'The first band must start at 0 hours.';
  for (const [i, rule] of sorted.entries()) {
    const next = sorted[i + 1];
    const max = rule.maxHoursBeforeStart;
    if (max !== null && max <= rule.minHoursBeforeStart) {
      return `The band from ${rule.minHoursBeforeStart} hours must end after it starts.`;
    }
    if (!next) return max === null ? null : 'The last band must have no end ("and more").';
    if (max === null) return `Only the last band can be open-ended ("and more").`;
    if (next.minHoursBeforeStart < max) {
      return `The bands from ${rule.minHoursBeforeStart} and ${next.minHoursBeforeStart} hours overlap.`;
    }
    if (next.minHoursBeforeStart > max) {
      return `Nothing covers ${max} to ${next.minHoursBeforeStart} hours before pickup.`;
    }
  }
  return null;
}

export const cancellationScheduleBodySchema = z
  .object({ rules: z.array(cancellationRuleSchema).max(20, 'At most 20 bands.') })
  .superRefine((body, ctx) => {
    const problem = scheduleProblem(body.rules);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['rules'] });
  });
export type CancellationScheduleBody = z.infer<typeof cancellationScheduleBodySchema>;

export const cancellationScheduleSchema = z.object({
  cancellationRules: z.array(cancellationRuleSchema),
});

export const consoleSettingsSchema = z.object({
  /** Admins: every branch; branch staff: their own. */
  branches: z.array(branchDetailsSchema),
  categories: z.array(categorySettingsSchema),
  accessories: z.array(namedItemSchema),
  amenities: z.array(namedItemSchema),
  pickupDropOptions: z.array(consolePickupDropSchema),
  cancellationRules: z.array(cancellationRuleSchema),
});
export type ConsoleSettings = z.infer<typeof consoleSettingsSchema>;

export const categoryInUseMessage = (name: string, activeCars: number) =>
  `${activeCars} active ${activeCars === 1 ? 'car is' : 'cars are'} in ${name}. Move or retire ${activeCars === 1 ? 'it' : 'them'} first; ${name} stays on every booking made.`;
export const subcategoryNotOfMessage = (category: string) =>
  `This subcategory is not one of ${category}.`;
export const NAME_TAKEN_MESSAGE = 'Another one already has this name.';
export const INACTIVE_CATEGORY_MESSAGE = 'This category is not in use; bring it back first.';
