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
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const CONTACT_SUCCESS_MESSAGE =
  'Thank you for contacting us. Our team will get back to you within one working day.';
