import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

// The only reader of process.env. Everything else imports `env` or the helpers below.

const optionalString = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().optional(),
);

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** `production` turns on the deployment checks; the embedded demo is the default. */
  APP_ENV: z.enum(["demo", "production"]).default("demo"),
  NEXT_PHASE: optionalString,
  PORT: z.coerce.number().int().positive().default(3000),
  SITE_URL: optionalString.pipe(z.url().optional()),
  DATABASE_URL: optionalString,
  // An empty DATA_DIR would put the database in the current directory: treated as unset.
  DATA_DIR: optionalString.transform((value) => value ?? ".data"),
  NEXTAUTH_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  EMAIL_FROM: z.string().default("SRH <no-reply@srh-info.org>"),
  EMAIL_TRANSPORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["resend", "outbox"]).optional(),
  ),
  DEV_MAILBOX: z.preprocess((value) => value === "1" || value === "true", z.boolean()),
  CONTACT_TO: z.email().default("contact@srh-info.org"),
  /** Resend's API origin (a staging proxy or a local double; tests give theirs to resendTransport). */
  RESEND_API_URL: z.url().default("https://api.resend.com"),
  /** Resend's request rate (2 a second by default on its plans): calls are spaced to stay under it. */
  RESEND_MAX_CALLS_PER_SECOND: z.coerce.number().min(0).default(2),
  /** E-mails the provider accepts per UTC day, all kinds together (Resend's free plan: 100). */
  EMAIL_DAILY_LIMIT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().default(100),
  ),
  /**
   * The newsletter's share of the day at most, below EMAIL_DAILY_LIMIT: the rest is kept for the
   * day's codes, receipts and notices. Default: 80 % of EMAIL_DAILY_LIMIT.
   */
  NEWSLETTER_DAILY_LIMIT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().positive().optional(),
  ),
  /** Debug mode: every newsletter e-mail goes to NEWSLETTER_DEBUG_EMAIL, few of them, "[DEBUG]" subjects. */
  NEWSLETTER_DEBUG: z.preprocess((value) => value === "1" || value === "true", z.boolean()),
  NEWSLETTER_DEBUG_EMAIL: z.email().default("test@srh-info.org"),
  NEWSLETTER_DEBUG_LIMIT: z.coerce.number().int().positive().default(5),
  /** Bearer secret of the daily job's route (`/api/cron/daily`); generated in the demo. */
  CRON_SECRET: optionalString,
  /** Card payments through Stripe when set; the simulated provider otherwise (demo, tests). */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /**
   * Which payment provider: by default Stripe when STRIPE_SECRET_KEY is set, else the simulated
   * one. A deployment says `simulated` explicitly to run without Stripe (a staging server).
   */
  PAYMENTS_PROVIDER: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["stripe", "simulated"]).optional(),
  ),
  /** Tests only: a local double of Stripe's API ("http://127.0.0.1:12111"). */
  STRIPE_API_BASE: optionalString,
  /** Set by Vercel on its functions: no process outlives a request there (no in-process loop). */
  VERCEL: z.preprocess((value) => value === "1", z.boolean()),
});

function parseEnv() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(
      `Configuration invalide (invalid configuration)\u00a0: ${issues.join("; ")}`,
    );
  }
  return result.data;
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

const raw = parseEnv();

export const env = {
  ...raw,
  isProduction: raw.APP_ENV === "production",
  isBuild: raw.NEXT_PHASE === "phase-production-build",
  siteUrl: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ""),
  dataDir: path.resolve(raw.DATA_DIR),
  emailTransport: raw.EMAIL_TRANSPORT ?? (raw.RESEND_API_KEY ? "resend" : "outbox"),
  newsletterDailyLimit: raw.NEWSLETTER_DAILY_LIMIT ?? Math.floor(raw.EMAIL_DAILY_LIMIT * 0.8),
  paymentProvider:
    raw.PAYMENTS_PROVIDER ?? (raw.STRIPE_SECRET_KEY ? ("stripe" as const) : ("simulated" as const)),
} as const;

/**
 * The dev mailbox exposes login codes: only with the outbox, only embedded or when asked for, and
 * never with APP_ENV=production (which refuses DEV_MAILBOX=1 at startup).
 */
export const isDevMailboxEnabled =
  !env.isProduction && env.emailTransport === "outbox" && (!env.DATABASE_URL || env.DEV_MAILBOX);

/**
 * Deployment rules checked once when the server starts (not at build time, so that a build
 * machine needs no secrets). Each failure is one line, in French then English.
 */
export function assertStartupConfiguration(): void {
  if (env.isProduction && !env.DATABASE_URL) {
    throw new ConfigurationError(
      "DATABASE_URL manquant\u00a0: obligatoire en production (DATABASE_URL is required when APP_ENV=production).",
    );
  }
  // The dev mailbox shows every login code to whoever opens /dev/mailbox (audit finding I8).
  if (env.isProduction && env.DEV_MAILBOX) {
    throw new ConfigurationError(
      "DEV_MAILBOX=1 interdit en production\u00a0: la boîte de test montre tous les codes de connexion (DEV_MAILBOX must not be set when APP_ENV=production).",
    );
  }
  // Links in e-mails (the newsletter's unsubscribe link above all) and cookies need https.
  if (env.isProduction && !env.siteUrl.startsWith("https://")) {
    throw new ConfigurationError(
      "SITE_URL doit commencer par https:// en production (SITE_URL must be an https:// address when APP_ENV=production).",
    );
  }
  if (env.isProduction && !env.NEXTAUTH_SECRET) {
    throw new ConfigurationError(
      "NEXTAUTH_SECRET manquant\u00a0: obligatoire en production (NEXTAUTH_SECRET is required when APP_ENV=production).",
    );
  }
  if (env.NEXTAUTH_SECRET && env.NEXTAUTH_SECRET.length < 32) {
    throw new ConfigurationError(
      "NEXTAUTH_SECRET trop court\u00a0: 32 caractères au moins (NEXTAUTH_SECRET must be at least 32 characters).",
    );
  }
  if (env.DATABASE_URL && !env.RESEND_API_KEY && env.EMAIL_TRANSPORT !== "outbox") {
    throw new ConfigurationError(
      "RESEND_API_KEY manquant avec DATABASE_URL\u00a0: définissez-le, ou EMAIL_TRANSPORT=outbox explicitement (set RESEND_API_KEY, or EMAIL_TRANSPORT=outbox explicitly).",
    );
  }
  if (env.newsletterDailyLimit >= env.EMAIL_DAILY_LIMIT) {
    throw new ConfigurationError(
      "NEWSLETTER_DAILY_LIMIT doit rester sous EMAIL_DAILY_LIMIT\u00a0: la différence est réservée aux codes, reçus et avis du jour (NEWSLETTER_DAILY_LIMIT must stay below EMAIL_DAILY_LIMIT).",
    );
  }
  if (env.emailTransport === "resend" && !env.RESEND_API_KEY) {
    throw new ConfigurationError(
      "EMAIL_TRANSPORT=resend sans RESEND_API_KEY (EMAIL_TRANSPORT=resend needs RESEND_API_KEY).",
    );
  }
  // A deployment (APP_ENV=production or a server database) never takes cards in demonstration
  // mode by accident, nor runs Stripe without the webhooks that record its payments.
  if (
    (env.isProduction || env.DATABASE_URL) &&
    !env.STRIPE_SECRET_KEY &&
    env.PAYMENTS_PROVIDER !== "simulated"
  ) {
    throw new ConfigurationError(
      "STRIPE_SECRET_KEY manquant en production\u00a0: définissez-le, ou PAYMENTS_PROVIDER=simulated explicitement (set STRIPE_SECRET_KEY, or PAYMENTS_PROVIDER=simulated explicitly).",
    );
  }
  if (env.paymentProvider === "stripe" && !env.STRIPE_SECRET_KEY) {
    throw new ConfigurationError(
      "PAYMENTS_PROVIDER=stripe sans STRIPE_SECRET_KEY (PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY).",
    );
  }
  if (env.paymentProvider === "stripe" && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigurationError(
      "STRIPE_WEBHOOK_SECRET manquant avec STRIPE_SECRET_KEY\u00a0: sans lui aucun paiement n’est enregistré (STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY).",
    );
  }
}

const secrets = new Map<string, string>();

/** NEXTAUTH_SECRET, or in the embedded default a secret generated once into the data directory. */
export function getSessionSecret(): string {
  if (env.NEXTAUTH_SECRET) return env.NEXTAUTH_SECRET;
  if (env.isProduction) {
    throw new ConfigurationError("NEXTAUTH_SECRET manquant (NEXTAUTH_SECRET is required).");
  }
  return dataDirSecret("session-secret");
}

/**
 * CRON_SECRET, or in the demo a secret generated into the data directory (so that
 * `npm run cron:daily` can call the embedded server); null in production without it: the daily
 * job's route then refuses every call.
 */
export function getCronSecret(): string | null {
  if (env.CRON_SECRET) return env.CRON_SECRET;
  return env.isProduction ? null : dataDirSecret("cron-secret");
}

/** A random secret kept in `$DATA_DIR/<name>` (mode 0600), made by whichever process comes first. */
function dataDirSecret(name: string): string {
  const known = secrets.get(name);
  if (known) return known;
  const file = path.join(env.dataDir, name);
  let secret: string;
  try {
    secret = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(env.dataDir, { recursive: true, mode: 0o700 });
    const generated = randomBytes(32).toString("base64url");
    // "wx" fails if another process created it first; then we read theirs.
    try {
      fs.writeFileSync(file, generated, { flag: "wx", mode: 0o600 });
      secret = generated;
    } catch {
      secret = fs.readFileSync(file, "utf8").trim();
    }
  }
  secrets.set(name, secret);
  return secret;
}

/** The environment a child process (pg_dump, pg_restore) inherits, with some variables added. */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
