import path from 'node:path';
import { z } from 'zod';
import { gstinProblem, HOME_STATE_CODE } from '../shared/gst.js';
import { PLACEHOLDERS, productionProblems } from './production-rules.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://selfdrive.example' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // PGlite's page cache (decision 0043); every page of it stays resident once read.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, { error: 'must be a size such as 8MB' })
    .default('8MB'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('selfdrive:'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be the URL of an S3-compatible store' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_KEY_PREFIX: z.string().default(''),
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Default: on outside production, off in production (where turning it on is refused). */
  SEED_DEMO: booleanFlag.optional(),
  DEV_MAILBOX: booleanFlag.optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|1|0|[\d.:a-fA-F/]+(\s*,\s*[\d.:a-fA-F/]+)*)$/, {
      error:
        'must be true, false or a comma-separated list of proxy addresses (10.0.0.1, 10.0.0.0/8)',
    })
    .default('false'),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .min(24, { error: 'must be at least 24 characters (openssl rand -hex 24)' })
    .optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
  BACKUP_CRON: z
    .string()
    .regex(/^\S+( \S+){4}$/, { error: 'must be a cron line of five fields, e.g. 30 21 * * *' })
    .default('30 21 * * *'),
  BACKUP_S3: booleanFlag.default(false),
  BACKUP_S3_PREFIX: z
    .string()
    .regex(/^([\w.-]+\/)*$/, { error: 'must be empty or end with / such as backups/' })
    .default('backups/'),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ error: 'must be the URL of an OTLP/HTTP collector such as http://127.0.0.1:4318' })
    .optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({ error: 'must be the full URL of the traces endpoint, …/v1/traces' })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('selfdrive'),
  OTEL_TRACES_SAMPLER_ARG: z.coerce
    .number({ error: 'must be a number between 0 and 1' })
    .min(0)
    .max(1)
    .default(1),
  SENTRY_DSN: z
    .url({ error: 'must be the DSN of a Sentry project, https://key@host/1' })
    .optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).optional(),
  SENTRY_RELEASE: z.string().min(1).optional(),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(120).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z.string().min(3).default(PLACEHOLDERS.MAIL_FROM),
  SMS_HTTP_URL: z.url({ error: 'must be an https:// URL of the SMS gateway' }).optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER_ID: z.string().min(1).default('SDRIVE'),
  WHATSAPP_API_URL: z
    .url({ error: 'must be the https:// base URL of the WhatsApp Cloud API' })
    .default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: z.string().regex(/^\d+$/, { error: 'must be digits' }).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_TEMPLATE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/, { error: 'lower-case letters, digits and _ only' })
    .default('selfdrive_'),
  RATE_LIMITS: booleanFlag.default(true),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  PAYMENT_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  UPI_VPA: z
    .string()
    .regex(/^[\w.-]+@[\w.-]+$/, { error: 'must be a UPI address such as name@bank' })
    .default(PLACEHOLDERS.UPI_VPA),
  UPI_PAYEE_NAME: z.string().min(1).default(PLACEHOLDERS.UPI_PAYEE_NAME),
  BANK_ACCOUNT_NUMBER: z.string().min(1).default(PLACEHOLDERS.BANK_ACCOUNT_NUMBER),
  BANK_NAME: z.string().min(1).default(PLACEHOLDERS.BANK_NAME),
  BANK_ACCOUNT_HOLDER: z.string().min(1).default(PLACEHOLDERS.BANK_ACCOUNT_HOLDER),
  BANK_IFSC: z
    .string()
    .regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: 'must be an IFSC such as UTIB0001234' })
    .default(PLACEHOLDERS.BANK_IFSC),
  MANUAL_PAYMENT_HOLD_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  FUEL_CHARGE_PER_EIGHTH_PAISE: z.coerce.number().int().min(0).max(10_000_000).default(60_000),
  LEARNING_ENABLED: booleanFlag.default(true),
  LEARNING_AED_PER_USD: z.coerce.number().positive().max(100).default(3.6725),
  // Rupees per US dollar: course orders paid in USD (or AED, through LEARNING_AED_PER_USD) are
  // posted to the journal and invoiced in rupees at this rate (decision 0031).
  LEARNING_INR_PER_USD: z.coerce.number().positive().max(1000).optional(),
  BUSINESS_NAME: z.string().min(1).default('SelfDrive Chhattisgarh'),
  BUSINESS_PHONE: z.string().min(1).default(PLACEHOLDERS.BUSINESS_PHONE),
  BUSINESS_EMAIL: z.email().default(PLACEHOLDERS.BUSINESS_EMAIL),
  BUSINESS_ADDRESS: z.string().min(1).default(PLACEHOLDERS.BUSINESS_ADDRESS),
  // GST registration (decision 0031). Off unless set; the demo (SEED_DEMO) turns it on with a
  // sample GSTIN so that every tax document shows in development.
  GST_ENABLED: booleanFlag.optional(),
  GSTIN: z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => gstinProblem(v) === null, { error: (i) => gstinProblem(String(i.input)) ?? '' })
    .optional(),
  GST_LEGAL_NAME: z.string().min(1).optional(),
  GST_ADDRESS: z.string().min(1).optional(),
  // true: rental prices include GST and documents split it out; false: they are taxable values
  // and the checkout and the final bill add GST on top (course prices always include it).
  GST_PRICES_INCLUDE_TAX: booleanFlag.default(true),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  webDir: string;
  database:
    | { kind: 'pglite'; dataDir: string; sharedBuffers?: string }
    | { kind: 'postgres'; url: string; poolSize: number };
  /** Shared state of several server processes (rate limits); unset: kept in this process. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** Customers' uploads: files under DATA_DIR/uploads, or a private S3-compatible bucket. */
  uploads:
    | { kind: 'disk'; dir: string }
    | {
        kind: 's3';
        bucket: string;
        region: string;
        endpoint: string | undefined;
        accessKeyId: string | undefined;
        secretAccessKey: string | undefined;
        forcePathStyle: boolean;
        prefix: string;
      };
  /**
   * Pictures uploaded but never saved to a record are removed once they are this old (the
   * hourly orphan-upload sweep, decision 0021); a form left open longer loses its upload.
   */
  orphanUploadGraceHours: number;
  seedDemo: boolean;
  /** /dev/mailbox and the outbox API; never in production. */
  devMailbox: boolean;
  /** Fastify's trustProxy: off, on, or the proxy addresses whose X-Forwarded-For is believed. */
  trustProxy: boolean | string[];
  mail: { smtpUrl: string | undefined; mailFrom: string };
  sms: { httpUrl: string | undefined; token: string | undefined; senderId: string };
  /** WhatsApp Cloud API; undefined keeps WhatsApp messages in the outbox. */
  whatsapp:
    | { apiUrl: string; phoneNumberId: string; accessToken: string; templatePrefix: string }
    | undefined;
  /** Per-route limits on login, OTP, reset mail, registration (off only for benchmarks). */
  rateLimits: boolean;
  /** How long an unpaid booking holds its car before it lapses. */
  bookingHoldMinutes: number;
  payment: {
    gateway: 'test' | 'razorpay';
    razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
    /** Manual payment: UPI payee and bank details shown on /make-payment. */
    manual: {
      upiVpa: string;
      upiPayeeName: string;
      bank: { accountNumber: string; bankName: string; accountHolder: string; ifsc: string };
      /** How long a submitted UTR keeps the booking's hold while staff check it. */
      holdHours: number;
    };
  };
  /** Return charge per eighth of a tank below the pickup level (decision 0013). */
  fuelChargePerEighthPaise: number;
  logLevel: Env['LOG_LEVEL'];
  /**
   * Nightly backup bundles (lib/backup/nightly-backup.ts) into BACKUP_DIR and/or, with
   * BACKUP_S3, the S3_BUCKET under `s3Prefix`; off when neither is set.
   */
  backup: { dir: string | undefined; s3Prefix: string | undefined; keepDays: number; cron: string };
  /** OpenTelemetry traces (lib/telemetry); undefined: off, no SDK loaded. */
  tracing: { tracesUrl: string; serviceName: string; sampleRatio: number } | undefined;
  /** Error reports to a Sentry-protocol server (lib/telemetry); undefined: off. */
  sentry: { dsn: string; environment: string; release: string | undefined } | undefined;
  /** After SIGTERM, /api/ready answers 503 this long before the server stops taking requests. */
  shutdownDrainSeconds: number;
  /** Prometheus metrics: a listener of their own, and/or /api/metrics behind a bearer token. */
  metrics: { port: number | undefined; host: string; token: string | undefined };
  /** The driving school (courses, question banks, course cart); off leaves the rental alone. */
  learning: {
    enabled: boolean;
    aedPerUsd: number;
    /** Rupees per US dollar, the rate course orders in USD and AED are booked at when paid. */
    inrPerUsd: number;
  };
  business: { name: string; phone: string; email: string; address: string };
  /** GST registration; `enabled` false: no tax is split out and no tax document is issued. */
  gst: GstConfig;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `The server will not start; fix these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}

/** The project root: this file sits at src/server/ or dist/server/, two levels below it. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

/** Reads the configuration once from the environment; throws a readable list of problems. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`);
  if (
    present.PAYMENT_GATEWAY === 'razorpay' &&
    !(present.RAZORPAY_KEY_ID && present.RAZORPAY_KEY_SECRET && present.RAZORPAY_WEBHOOK_SECRET)
  ) {
    problems.push(
      'PAYMENT_GATEWAY=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET',
    );
  }
  if (!present.WHATSAPP_PHONE_NUMBER_ID !== !present.WHATSAPP_ACCESS_TOKEN) {
    problems.push(
      'WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_ACCESS_TOKEN are set together or not at all',
    );
  }
  if (parsed.success && parsed.data.BACKUP_S3 && !parsed.data.S3_BUCKET) {
    problems.push('BACKUP_S3=true needs S3_BUCKET (the bundles go to that bucket)');
  }
  const production = present.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(present));
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  const dataDir = path.resolve(ROOT_DIR, e.DATA_DIR);
  const seedDemo = e.SEED_DEMO ?? !production;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    webDir: path.join(ROOT_DIR, 'dist', 'web'),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : {
          kind: 'pglite',
          dataDir: path.join(dataDir, 'pglite'),
          sharedBuffers: e.PGLITE_SHARED_BUFFERS,
        },
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    uploads: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_KEY_PREFIX,
        }
      : { kind: 'disk', dir: path.join(dataDir, 'uploads') },
    orphanUploadGraceHours: e.UPLOAD_ORPHAN_GRACE_HOURS,
    seedDemo,
    devMailbox: (e.DEV_MAILBOX ?? !production) && !production,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    mail: { smtpUrl: e.SMTP_URL, mailFrom: e.MAIL_FROM },
    sms: { httpUrl: e.SMS_HTTP_URL, token: e.SMS_HTTP_TOKEN, senderId: e.SMS_SENDER_ID },
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_ACCESS_TOKEN
        ? {
            apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, ''),
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            templatePrefix: e.WHATSAPP_TEMPLATE_PREFIX,
          }
        : undefined,
    rateLimits: e.RATE_LIMITS,
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    payment: {
      gateway: e.PAYMENT_GATEWAY,
      razorpay:
        e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
          ? {
              keyId: e.RAZORPAY_KEY_ID,
              keySecret: e.RAZORPAY_KEY_SECRET,
              webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            }
          : undefined,
      manual: {
        upiVpa: e.UPI_VPA,
        upiPayeeName: e.UPI_PAYEE_NAME,
        bank: {
          accountNumber: e.BANK_ACCOUNT_NUMBER,
          bankName: e.BANK_NAME,
          accountHolder: e.BANK_ACCOUNT_HOLDER,
          ifsc: e.BANK_IFSC,
        },
        holdHours: e.MANUAL_PAYMENT_HOLD_HOURS,
      },
    },
    fuelChargePerEighthPaise: e.FUEL_CHARGE_PER_EIGHTH_PAISE,
    logLevel: e.LOG_LEVEL,
    backup: {
      dir: e.BACKUP_DIR ? path.resolve(ROOT_DIR, e.BACKUP_DIR) : undefined,
      s3Prefix: e.BACKUP_S3 ? e.BACKUP_S3_PREFIX : undefined,
      keepDays: e.BACKUP_KEEP_DAYS,
      cron: e.BACKUP_CRON,
    },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    tracing:
      e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || e.OTEL_EXPORTER_OTLP_ENDPOINT
        ? {
            tracesUrl:
              e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
              `${(e.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/$/, '')}/v1/traces`,
            serviceName: e.OTEL_SERVICE_NAME,
            sampleRatio: e.OTEL_TRACES_SAMPLER_ARG,
          }
        : undefined,
    sentry: e.SENTRY_DSN
      ? {
          dsn: e.SENTRY_DSN,
          environment: e.SENTRY_ENVIRONMENT ?? e.NODE_ENV,
          release: e.SENTRY_RELEASE,
        }
      : undefined,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
    learning: {
      enabled: e.LEARNING_ENABLED,
      aedPerUsd: e.LEARNING_AED_PER_USD,
      inrPerUsd: e.LEARNING_INR_PER_USD ?? SAMPLE_INR_PER_USD,
    },
    gst: gstConfig(e, seedDemo),
    business: {
      name: e.BUSINESS_NAME,
      phone: e.BUSINESS_PHONE,
      email: e.BUSINESS_EMAIL,
      address: e.BUSINESS_ADDRESS,
    },
  };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (['true', '1'].includes(value)) return true;
  if (['false', '0'].includes(value)) return false;
  return value.split(',').map((address) => address.trim());
}

export interface GstConfig {
  enabled: boolean;
  gstin: string | null;
  legalName: string;
  address: string;
  stateCode: string;
  pricesIncludeTax: boolean;
}

/** Outside production only (production requires LEARNING_INR_PER_USD): a sample rate. */
export const SAMPLE_INR_PER_USD = 88;

/** A checksum-valid GSTIN of no real business (Chhattisgarh, made-up PAN): the demo's. */
export const SAMPLE_GSTIN = '22AAACS1234A1ZC';

function gstConfig(e: z.infer<typeof envSchema>, seedDemo: boolean): GstConfig {
  const enabled = e.GST_ENABLED ?? seedDemo;
  return {
    enabled,
    gstin: e.GSTIN ?? (e.NODE_ENV === 'production' ? null : SAMPLE_GSTIN),
    legalName: e.GST_LEGAL_NAME ?? e.BUSINESS_NAME,
    address: e.GST_ADDRESS ?? e.BUSINESS_ADDRESS,
    stateCode: HOME_STATE_CODE,
    pricesIncludeTax: e.GST_PRICES_INCLUDE_TAX,
  };
}
