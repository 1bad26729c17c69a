import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from './auth.js';

// ---- Operator console: staff, roles and the audit log (decision 0009) ----

/**
 * `staff` is counter staff (the value predates the manager role and is kept so no account
 * changes): bookings, handovers, documents and customers of their branch. A `manager` also runs
 * the branch's team, fleet, prices, rules and reports; an `admin` runs every branch (decision 0029).
 */
export const STAFF_ROLE_VALUES = ['admin', 'manager', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLE_VALUES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  manager: 'Branch manager',
  staff: 'Counter staff',
};
/** Who may use a console section (a route's `config.roles`). */
export const EVERY_STAFF_ROLE: readonly StaffRole[] = STAFF_ROLE_VALUES;
export const MANAGER_ROLES: readonly StaffRole[] = ['admin', 'manager'];
export const ADMIN_ROLES: readonly StaffRole[] = ['admin'];
export const MANAGER_ONLY_MESSAGE = 'Only a branch manager or an admin can do this.';
export const ADMIN_DEACTIVATED_MESSAGE =
  'An admin deactivated this account, so only an admin can reactivate it.';
export const MANAGER_TEAM_MESSAGE =
  'A branch manager manages the counter staff of their branch only.';

export const DEACTIVATED_MESSAGE = 'This staff account has been deactivated.';
export const CONSOLE_NOT_FOUND_MESSAGE = 'Not found.';
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
export const INVITE_EXPIRY_HOURS = 72;

export const idParamsSchema = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive().max(2_147_483_647),
});

/** The optional `branchId` query of a console list or report. */
export const branchIdQuerySchema = z.coerce
  .number({ error: 'The branch must be a number.' })
  .int()
  .positive()
  .max(2_147_483_647)
  .optional();

/** The `page` query of a console list: 1 unless given. */
export const consolePageSchema = z.coerce
  .number({ error: 'The page must be a number.' })
  .int()
  .min(1)
  .max(10_000)
  .default(1);

export const consoleMeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  staffRole: z.enum(STAFF_ROLE_VALUES),
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
});
export type ConsoleMe = z.infer<typeof consoleMeSchema>;

export const consoleBranchSchema = z.object({ id: z.number().int(), name: z.string() });
export const consoleBranchesSchema = z.object({ branches: z.array(consoleBranchSchema) });
export type ConsoleBranches = z.infer<typeof consoleBranchesSchema>;

export const staffMemberSchema = consoleMeSchema.extend({
  /** `invited`: has not set a password yet. */
  state: z.enum(['active', 'invited', 'deactivated']),
  /** Only an admin may reactivate it. */
  deactivatedByAdmin: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ staff: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const inviteStaffBodySchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    staffRole: z.enum(STAFF_ROLE_VALUES, {
      error: 'The role must be admin, branch manager or counter staff.',
    }),
    branchId: z.number({ error: 'Please choose a branch.' }).int().positive().nullable(),
  })
  .refine((b) => b.staffRole === 'admin' || b.branchId !== null, {
    message: 'Branch managers and counter staff need a branch.',
    path: ['branchId'],
  });
export type InviteStaffBody = z.infer<typeof inviteStaffBodySchema>;

export const acceptInviteBodySchema = z.object({
  token: z.string({ error: 'This link is not valid.' }).min(10, 'This link is not valid.').max(200),
  password: passwordSchema,
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;

export const consoleMessageSchema = z.object({ message: z.string() });
export type ConsoleMessage = z.infer<typeof consoleMessageSchema>;

/** Every kind of record the console writes to the audit log: the audit page filters by them. */
export const AUDIT_RECORD_TYPES = [
  'accessory',
  'amenity',
  'block',
  'booking',
  'branch',
  'cancellation_rules',
  'car',
  'car_category',
  'category',
  'course',
  'course_order',
  'coupon',
  'customer',
  'faq',
  'gallery',
  'gst_rate',
  'instructor',
  'job',
  'lesson',
  'lesson_package',
  'lesson_purchase',
  'message',
  'page',
  'payment',
  'pickup_drop_option',
  'post',
  'rate_package',
  'review',
  'season',
  'staff',
  'subcategory',
  'trip_charge',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

export const auditQuerySchema = z.object({
  recordType: z.string().trim().max(40).optional(),
  recordId: z.string().trim().max(40).optional(),
  page: consolePageSchema,
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string(),
  branchId: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
