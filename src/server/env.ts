import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { site } from '@/content/site';

// Server environment, validated once. A wrong value stops the server at start-up with a message
// naming the variable, instead of failing later on a visitor's request.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_TO: z.email().default(site.emails.sales),
  MAIL_FROM: z.string().min(3).default(`${site.name} <${site.emails.noreply}>`),
  SITE_URL: z.url().optional(),
  // Abuse limits, per client address and window (docs/security.md). Each kind of call has its own.
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_PRICING_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_MAIL_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOOKUP_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Mails the site sends to any one visitor address in a day (quote, acknowledgments). */
  VISITOR_MAIL_PER_DAY: z.coerce.number().int().min(1).default(5),
  /** How many proxies in front of the site add X-Forwarded-For; 0 ignores the header. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** STARTTLS is required on smtp:// unless this is set to false (a relay on loopback, tests). */
  SMTP_REQUIRE_TLS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(5000),
  /** SMTP connections kept open and used at once by the delivery loop (decision 132). */
  SMTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(4),
  /** Most mails a second handed to the SMTP server (decision 132). */
  SMTP_MAX_PER_SECOND: z.coerce.number().int().min(1).default(200),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Credit applications: bank details key (32 bytes, base64 or 64 hex characters; unset: a key
  // file in DATA_DIR) and an optional credit-team inbox (unset: MAIL_TO).
  CREDIT_ENCRYPTION_KEY: z
    .string()
    .refine(
      (v) => /^[0-9a-fA-F]{64}$/.test(v) || Buffer.from(v, 'base64').length === 32,
      'must be 32 bytes, as base64 or 64 hex characters',
    )
    .optional(),
  CREDIT_MAIL_TO: z.email().optional(),
  /** Operations' inbox for booking requests (unset: MAIL_TO). */
  BOOKINGS_MAIL_TO: z.email().optional(),
  /**
   * How long a delivery claim holds a mail before another process may try it: after a crash, a
   * mail waits this long. Keep it above the slowest SMTP send, or a slow send may be repeated.
   */
  OUTBOX_LOCK_MS: z.coerce.number().int().min(1000).default(120_000),
  /** Retention (docs/privacy.md): contact messages and home quote requests, days after receipt. */
  RETENTION_CONTACT_DAYS: z.coerce.number().int().min(1).default(730),
  /** Saved quotes never booked, days after their expiry date. */
  RETENTION_QUOTES_DAYS: z.coerce.number().int().min(1).default(400),
  /** Sent mail's bodies and .eml files, days after sending. */
  RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).default(90),
  /** The metrics port (docs/operations.md, "Metrics"); read by scripts/server.mts, checked here too. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** A staff console session ends after this many minutes without a request (decision 116). */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** …and this many hours after its sign-in, however often it is used. */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** Sign-in calls one client address may make to the staff console a minute, whatever accounts they name. */
  STAFF_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(10),
  /** Signs the staff console's cookies; unset: derived from the credit encryption key. */
  STAFF_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
});

export type ServerEnv = z.infer<typeof schema> & { dataDir: string; siteUrl: string };

function emptyToUndefined(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
}

export function parseEnv(env: Record<string, string | undefined> = process.env): ServerEnv {
  const result = schema.safeParse(emptyToUndefined(env));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}\nSee docs/configuration.md.`);
  }
  const parsed = result.data;
  return {
    ...parsed,
    dataDir: path.resolve(parsed.DATA_DIR),
    siteUrl: (parsed.SITE_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ''),
  };
}

let cached: ServerEnv | undefined;

/** The validated environment. Read lazily so tests can set variables before first use. */
export function env(): ServerEnv {
  cached ??= parseEnv();
  return cached;
}

/** Forget the cached environment (tests that change variables between cases). */
export function resetEnvForTests(): void {
  cached = undefined;
}
