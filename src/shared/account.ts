import { z } from 'zod';
import { emailSchema, mobileSchema, nameSchema, passwordSchema } from './auth.js';
import { LANGUAGES } from './language.js';

export const availabilityBodySchema = z
  .object({ email: emailSchema.optional(), mobile: mobileSchema.optional() })
  .refine((v) => v.email || v.mobile, { error: 'Please give an e-mail or a mobile number.' });

export const availabilityResponseSchema = z.object({
  available: z.boolean(),
  message: z.string().nullable(),
});
export type Availability = z.infer<typeof availabilityResponseSchema>;

export const GENDERS = ['Male', 'Female'] as const;

export const profileSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().nullable(),
  photoUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  idVerified: z.boolean(),
  referralCode: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileUpdateSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  gender: z.enum(GENDERS, { error: 'Please choose Male or Female.' }).nullable(),
  address: z
    .string()
    .trim()
    .max(300, { error: 'Address must be at most 300 characters.' })
    .transform((v) => v || null)
    .nullable(),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const profileUpdateResponseSchema = z.object({
  message: z.string(),
  profile: profileSchema,
});

export const changePasswordSchema = z.object({
  password: z.string().min(1, { error: 'Please enter your current password.' }).max(128),
  newPassword: passwordSchema,
  confirmPassword: z.string().min(1, { error: 'Please confirm the new password.' }),
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

export const languagePreferenceSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'Please choose English or Hindi.' }),
});
export type LanguagePreference = z.infer<typeof languagePreferenceSchema>;

export const emailPreferencesSchema = z.object({
  promotion: z.boolean(),
  announcements: z.boolean(),
  noPromotional: z.boolean(),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

export const EMAIL_PREFERENCE_LABELS = {
  promotion: 'Promotions, course recommendations and helpful resources',
  announcements: 'Announcements from instructors',
  noPromotional: "Don't send me any promotional emails",
} as const;

export const DOCUMENT_KIND_LIST = [
  'licence_img',
  'user_photo',
  'id_proof_img',
  'id_proof_back_img',
] as const;
export type DocumentKind = (typeof DOCUMENT_KIND_LIST)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  licence_img: 'Driving licence',
  user_photo: 'Your photo',
  id_proof_img: 'ID proof (front)',
  id_proof_back_img: 'ID proof (back)',
};

/** ID proofs may be PDFs; the licence and photo must be images. */
export const PDF_ALLOWED: readonly DocumentKind[] = ['id_proof_img', 'id_proof_back_img'];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const documentSchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KIND_LIST),
  url: z.string(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  /** Staff review (console): a rejection carries the reason shown to the customer. */
  reviewStatus: z.enum(['pending', 'verified', 'rejected']),
  reviewReason: z.string().nullable(),
});
export type UserDocument = z.infer<typeof documentSchema>;
export const documentListSchema = z.object({ documents: z.array(documentSchema) });
