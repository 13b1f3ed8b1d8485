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
  DATA_DIR: z.string().default(".data"),
  NEXTAUTH_SECRET: optionalString,
  RESEND_API_KEY: optionalString,
  EMAIL_FROM: z.string().default("SRH <no-reply@srh-info.org>"),
  EMAIL_TRANSPORT: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.enum(["resend", "outbox"]).optional(),
  ),
  DEV_MAILBOX: z.preprocess((value) => value === "1" || value === "true", z.boolean()),
  CONTACT_TO: z.email().default("contact@srh-info.org"),
  /** Bearer secret of the daily job's route (`/api/cron/daily`); generated in the demo. */
  CRON_SECRET: optionalString,
});

function parseEnv() {
  const result = schema.safeParse(process.env);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigurationError(
      `Configuration invalide (invalid configuration) : ${issues.join("; ")}`,
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
} as const;

/** The dev mailbox exposes login codes: only with the outbox, and only embedded or when asked for. */
export const isDevMailboxEnabled =
  env.emailTransport === "outbox" && (!env.DATABASE_URL || env.DEV_MAILBOX);

/**
 * Deployment rules checked once when the server starts (not at build time, so that a build
 * machine needs no secrets). Each failure is one line, in French then English.
 */
export function assertStartupConfiguration(): void {
  if (env.isProduction && !env.DATABASE_URL) {
    throw new ConfigurationError(
      "DATABASE_URL manquant : obligatoire en production (DATABASE_URL is required when APP_ENV=production).",
    );
  }
  if (env.isProduction && !env.NEXTAUTH_SECRET) {
    throw new ConfigurationError(
      "NEXTAUTH_SECRET manquant : obligatoire en production (NEXTAUTH_SECRET is required when APP_ENV=production).",
    );
  }
  if (env.NEXTAUTH_SECRET && env.NEXTAUTH_SECRET.length < 32) {
    throw new ConfigurationError(
      "NEXTAUTH_SECRET trop court : 32 caractères au moins (NEXTAUTH_SECRET must be at least 32 characters).",
    );
  }
  if (env.DATABASE_URL && !env.RESEND_API_KEY && env.EMAIL_TRANSPORT !== "outbox") {
    throw new ConfigurationError(
      "RESEND_API_KEY manquant avec DATABASE_URL : définissez-le, ou EMAIL_TRANSPORT=outbox explicitement (set RESEND_API_KEY, or EMAIL_TRANSPORT=outbox explicitly).",
    );
  }
  if (env.emailTransport === "resend" && !env.RESEND_API_KEY) {
    throw new ConfigurationError(
      "EMAIL_TRANSPORT=resend sans RESEND_API_KEY (EMAIL_TRANSPORT=resend needs RESEND_API_KEY).",
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
