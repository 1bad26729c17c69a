import { z } from 'zod';
import { GST_RATE_MAX_BP } from './gst.js';
import { GST_SUBJECTS } from './journal.js';

/** The console's GST page (admins): the registration, and SAC + rate per car / course category. */
export const SAC_MESSAGE = 'Enter a 6-digit SAC code for a service (it starts with 99).';
export const GST_RATE_MESSAGE = `Enter a GST rate from 0 to ${GST_RATE_MAX_BP / 100} %, in steps of 0.01 %.`;
export const GST_SUBJECT_MESSAGE = 'Choose a car category or a course category that exists.';

export const gstRateBodySchema = z.object({
  subject: z.enum(GST_SUBJECTS, { error: GST_SUBJECT_MESSAGE }),
  subjectKey: z
    .string({ error: GST_SUBJECT_MESSAGE })
    .trim()
    .min(1, { error: GST_SUBJECT_MESSAGE }),
  sac: z
    .string({ error: SAC_MESSAGE })
    .trim()
    .regex(/^99\d{4}$/, { error: SAC_MESSAGE }),
  rateBp: z
    .number({ error: GST_RATE_MESSAGE })
    .int({ error: GST_RATE_MESSAGE })
    .min(0, { error: GST_RATE_MESSAGE })
    .max(GST_RATE_MAX_BP, { error: GST_RATE_MESSAGE }),
});
export type GstRateBody = z.infer<typeof gstRateBodySchema>;

const rateRow = z.object({
  subject: z.enum(GST_SUBJECTS),
  subjectKey: z.string(),
  name: z.string(),
  /** Null: no rate set, no GST charged on that supply. */
  sac: z.string().nullable(),
  rateBp: z.number().int().nullable(),
});
export type GstRateRow = z.infer<typeof rateRow>;

export const gstSettingsViewSchema = z.object({
  registration: z.object({
    enabled: z.boolean(),
    gstin: z.string().nullable(),
    legalName: z.string(),
    address: z.string(),
    stateCode: z.string(),
    pricesIncludeTax: z.boolean(),
  }),
  rates: z.array(rateRow),
});
export type GstSettingsView = z.infer<typeof gstSettingsViewSchema>;
