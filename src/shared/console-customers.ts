import { z } from 'zod';
import { licenceDetailsSchema } from './driver-rules.js';
import { consolePageSchema } from './console.js';

// ---- Console: customers and documents (issue 11, decision 0013) ----

export const ACCOUNT_BLOCKED_MESSAGE =
  'This account is blocked. Please call us if you think this is a mistake.';
/** A customer may be handed a car once these documents are verified. */
export const PICKUP_DOCUMENT_KINDS = ['licence_img', 'id_proof_img'] as const;
export const DOCUMENT_REVIEW_VALUES = ['pending', 'verified', 'rejected'] as const;
export type DocumentReview = (typeof DOCUMENT_REVIEW_VALUES)[number];

/** Which customers a list shows: everyone, those with documents to review, those refused. */
export const CUSTOMER_LIST_FILTERS = ['all', 'documents', 'refused'] as const;
export const customerSearchSchema = z.object({
  q: z.string().trim().max(100, { error: 'Search at most 100 characters.' }).optional(),
  page: consolePageSchema,
  show: z
    .enum(CUSTOMER_LIST_FILTERS, { error: 'Show all, documents or refused customers.' })
    .default('all'),
});

/** A customer as staff find them: in the list, and at the counter by e-mail or mobile. */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  idVerified: z.boolean(),
  blocked: z.boolean(),
  /** Why the business refuses this customer (blocked), or null. */
  refusedReason: z.string().nullable(),
});

/** A counter booking for a refused customer, refused with the business's reason. */
export const refusedCustomerBookingMessage = (reason: string | null) =>
  `This customer is on the refused list${reason ? ` (${reason})` : ''}: no booking can be made for them.`;

export const customerRowSchema = customerSummarySchema.extend({
  bookingCount: z.number().int(),
  /** Documents uploaded and not yet reviewed. */
  documentsWaiting: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = z.object({
  customers: z.array(customerRowSchema),
  total: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerList = z.infer<typeof customerListSchema>;

export const customerDocumentSchema = z.object({
  kind: z.string(),
  url: z.string(),
  mimeType: z.string(),
  uploadedAt: z.string(),
  reviewStatus: z.enum(DOCUMENT_REVIEW_VALUES),
  reviewReason: z.string().nullable(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

export const customerDetailSchema = z.object({
  customer: customerRowSchema.extend({
    blockedReason: z.string().nullable(),
    createdAt: z.string(),
  }),
  documents: z.array(customerDocumentSchema),
  /** The licence details recorded at review, or null. */
  licence: licenceDetailsSchema.nullable(),
  bookings: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      carName: z.string(),
      branchName: z.string(),
      pickupAt: z.string(),
      dropAt: z.string(),
      totalPaise: z.number().int(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      bookingId: z.number().int(),
      kind: z.string(),
      method: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const documentParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive().max(2_147_483_647),
  kind: z.enum(['licence_img', 'user_photo', 'id_proof_img', 'id_proof_back_img'], {
    error: 'Unknown document kind.',
  }),
});

export const documentReviewBodySchema = z
  .object({
    decision: z.enum(['verified', 'rejected'], { error: 'Choose verify or reject.' }),
    reason: z
      .string()
      .trim()
      .max(300, { error: 'The reason must be at most 300 characters.' })
      .optional(),
    /** Required to verify a driving licence (decision 0029). */
    licence: licenceDetailsSchema.optional(),
  })
  .refine((v) => v.decision === 'verified' || (v.reason?.length ?? 0) >= 3, {
    error: 'Please give the customer a reason for the rejection.',
    path: ['reason'],
  });
export type DocumentReviewBody = z.infer<typeof documentReviewBodySchema>;

export const blockBodySchema = z
  .object({
    blocked: z.boolean({ error: 'Say whether the account is blocked.' }),
    reason: z
      .string()
      .trim()
      .max(300, { error: 'The reason must be at most 300 characters.' })
      .optional(),
  })
  .refine((v) => !v.blocked || (v.reason?.length ?? 0) >= 3, {
    error: 'Please give a reason for blocking the account.',
    path: ['reason'],
  });
