import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from 'zod';

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000 } as const;

/** The contact form; the phone may be national (read as Indian) or international (+...). */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, { error: 'Please enter your name.' })
    .max(CONTACT_LIMITS.name, { error: `Name must be at most ${CONTACT_LIMITS.name} characters.` }),
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, { error: 'Please enter your e-mail address.' })
    .max(CONTACT_LIMITS.email, { error: 'E-mail address is too long.' })
    .pipe(z.email({ error: 'Please enter a valid e-mail address.' })),
  phone: z
    .string({ error: 'Please enter your phone number.' })
    .trim()
    .min(1, { error: 'Please enter your phone number.' })
    .max(CONTACT_LIMITS.phone, { error: 'Phone number is too long.' })
    .refine((v) => isValidPhoneNumber(v, 'IN'), { error: 'Please enter a valid phone number.' }),
  message: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.message, {
      error: `Message must be at most ${CONTACT_LIMITS.message} characters.`,
    })
    .optional(),
  /** The branch the message is about, from the form's list; absent: found in the text, if any. */
  branchId: z
    .number({ error: 'Please choose one of our branches.' })
    .int({ error: 'Please choose one of our branches.' })
    .positive({ error: 'Please choose one of our branches.' })
    .max(2_147_483_647, { error: 'Please choose one of our branches.' })
    .optional(),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you for contacting us. Our team will get back to you within one working day.';

export const UNKNOWN_BRANCH_MESSAGE = 'Please choose one of our branches.';

/** The cities' names in Hindi, so a message written in Hindi is routed too. */
const HINDI_CITY_NAMES: Record<string, string[]> = {
  bhilai: ['भिलाई'],
  durg: ['दुर्ग'],
  raipur: ['रायपुर'],
  bilaspur: ['बिलासपुर'],
  ambikapur: ['अंबिकापुर', 'अम्बिकापुर'],
};

/**
 * The branch a message names: the one whose city appears first in the text (English, any
 * case, as a whole word; or Hindi); null when none does.
 */
export function branchNamedIn<B extends { id: number; name: string }>(
  text: string,
  branches: B[],
): B | null {
  let found: { branch: B; at: number } | null = null;
  for (const branch of branches) {
    const key = branch.name.toLowerCase();
    const english = new RegExp(
      `(^|[^\\p{L}])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
      'iu',
    );
    const at = [
      text.search(english),
      ...(HINDI_CITY_NAMES[key] ?? []).map((name) => text.indexOf(name)),
    ].filter((i) => i >= 0);
    const first = Math.min(...at);
    if (at.length > 0 && (!found || first < found.at)) found = { branch, at: first };
  }
  return found?.branch ?? null;
}
