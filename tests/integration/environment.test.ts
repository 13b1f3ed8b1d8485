import { afterAll, afterEach, describe, expect, it, vi } from "vitest";

// lib/env.ts reads process.env once at import: each case stubs the environment and re-imports.
async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  return import("@/lib/env");
}

afterEach(() => {
  vi.unstubAllEnvs();
});
// The next test file in this worker imports the environment afresh (Vitest shares modules between
// the files of a worker), not this file's last stubbed one.
afterAll(() => {
  vi.resetModules();
});

describe("startup configuration", () => {
  it("accepts the embedded default with nothing set", async () => {
    const { assertStartupConfiguration, env, isDevMailboxEnabled } = await loadEnv({
      DATABASE_URL: "",
      RESEND_API_KEY: "",
    });
    expect(() => assertStartupConfiguration()).not.toThrow();
    expect(env.emailTransport).toBe("outbox");
    expect(isDevMailboxEnabled).toBe(true);
  });

  it("stops a production start without NEXTAUTH_SECRET or DATABASE_URL, in one line", async () => {
    const noDatabase = await loadEnv({
      APP_ENV: "production",
      DATABASE_URL: "",
      NEXTAUTH_SECRET: "x".repeat(40),
    });
    expect(() => noDatabase.assertStartupConfiguration()).toThrow(
      /^DATABASE_URL manquant.*\(DATABASE_URL is required/,
    );
    const noSecret = await loadEnv({
      APP_ENV: "production",
      SITE_URL: "https://www.example.org",
      DATABASE_URL: "postgres://db/srh",
      NEXTAUTH_SECRET: "",
      RESEND_API_KEY: "re_test",
    });
    expect(() => noSecret.assertStartupConfiguration()).toThrow(/^NEXTAUTH_SECRET manquant/);
  });

  it("refuses DEV_MAILBOX=1 with APP_ENV=production: the mailbox would show every login code", async () => {
    const production = {
      APP_ENV: "production",
      SITE_URL: "https://www.example.org",
      DATABASE_URL: "postgres://db/srh",
      NEXTAUTH_SECRET: "x".repeat(40),
      EMAIL_TRANSPORT: "outbox",
      PAYMENTS_PROVIDER: "simulated",
      DEV_MAILBOX: "1",
    };
    const refused = await loadEnv(production);
    expect(() => refused.assertStartupConfiguration()).toThrow(
      /^DEV_MAILBOX=1 interdit en production.*\(DEV_MAILBOX must not be set when APP_ENV=production\)\.$/,
    );
    expect(refused.isDevMailboxEnabled).toBe(false);
    const staging = await loadEnv({ ...production, APP_ENV: "demo" });
    expect(() => staging.assertStartupConfiguration()).not.toThrow();
    expect(staging.isDevMailboxEnabled).toBe(true);
  });

  it("refuses a production start whose SITE_URL is not https (the links in e-mails), in one line", async () => {
    const production = {
      APP_ENV: "production",
      DATABASE_URL: "postgres://db/srh",
      NEXTAUTH_SECRET: "x".repeat(40),
      RESEND_API_KEY: "re_test",
      PAYMENTS_PROVIDER: "simulated",
    };
    for (const SITE_URL of ["http://www.example.org", ""]) {
      const plain = await loadEnv({ ...production, SITE_URL });
      expect(() => plain.assertStartupConfiguration()).toThrow(
        /^SITE_URL doit commencer par https:\/\/ en production \(SITE_URL must be an https:\/\/ address when APP_ENV=production\)\.$/,
      );
    }
    const secure = await loadEnv({ ...production, SITE_URL: "https://www.example.org" });
    expect(() => secure.assertStartupConfiguration()).not.toThrow();
    // The demo keeps its http://localhost address.
    const demo = await loadEnv({
      APP_ENV: "demo",
      DATABASE_URL: "",
      SITE_URL: "http://localhost:3000",
    });
    expect(() => demo.assertStartupConfiguration()).not.toThrow();
  });

  it("keeps a share of the day’s e-mail for codes and receipts: the newsletter’s limit stays below the provider’s", async () => {
    const defaults = await loadEnv({ EMAIL_DAILY_LIMIT: "", NEWSLETTER_DAILY_LIMIT: "" });
    expect(defaults.env.EMAIL_DAILY_LIMIT).toBe(100);
    expect(defaults.env.newsletterDailyLimit).toBe(80);
    const paid = await loadEnv({ EMAIL_DAILY_LIMIT: "3000", NEWSLETTER_DAILY_LIMIT: "" });
    expect(paid.env.newsletterDailyLimit).toBe(2400);
    const greedy = await loadEnv({ EMAIL_DAILY_LIMIT: "100", NEWSLETTER_DAILY_LIMIT: "100" });
    expect(() => greedy.assertStartupConfiguration()).toThrow(
      /^NEWSLETTER_DAILY_LIMIT doit rester sous EMAIL_DAILY_LIMIT/,
    );
  });

  it("refuses DATABASE_URL without RESEND_API_KEY unless EMAIL_TRANSPORT=outbox", async () => {
    const refused = await loadEnv({
      DATABASE_URL: "postgres://db/srh",
      RESEND_API_KEY: "",
      EMAIL_TRANSPORT: "",
    });
    expect(() => refused.assertStartupConfiguration()).toThrow(/RESEND_API_KEY manquant/);
    const explicit = await loadEnv({
      DATABASE_URL: "postgres://db/srh",
      RESEND_API_KEY: "",
      EMAIL_TRANSPORT: "outbox",
      PAYMENTS_PROVIDER: "simulated",
    });
    expect(() => explicit.assertStartupConfiguration()).not.toThrow();
  });

  it("refuses a deployment without Stripe unless PAYMENTS_PROVIDER=simulated, and Stripe without its webhook secret", async () => {
    const deployed = {
      SITE_URL: "https://www.example.org",
      DATABASE_URL: "postgres://db/srh",
      RESEND_API_KEY: "re_test",
      NEXTAUTH_SECRET: "x".repeat(40),
      STRIPE_API_BASE: "",
    };
    const noStripe = await loadEnv({
      ...deployed,
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      PAYMENTS_PROVIDER: "",
    });
    expect(() => noStripe.assertStartupConfiguration()).toThrow(
      /^STRIPE_SECRET_KEY manquant en production.*\(set STRIPE_SECRET_KEY, or PAYMENTS_PROVIDER=simulated explicitly\)\.$/,
    );
    // A server database alone is a deployment too, as for e-mail.
    const serverOnly = await loadEnv({
      ...deployed,
      APP_ENV: "demo",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      PAYMENTS_PROVIDER: "",
    });
    expect(() => serverOnly.assertStartupConfiguration()).toThrow(/^STRIPE_SECRET_KEY manquant/);
    const simulated = await loadEnv({
      ...deployed,
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "",
      STRIPE_WEBHOOK_SECRET: "",
      PAYMENTS_PROVIDER: "simulated",
    });
    expect(() => simulated.assertStartupConfiguration()).not.toThrow();
    expect(simulated.env.paymentProvider).toBe("simulated");

    const noWebhook = await loadEnv({
      ...deployed,
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "",
      PAYMENTS_PROVIDER: "",
    });
    expect(() => noWebhook.assertStartupConfiguration()).toThrow(
      /^STRIPE_WEBHOOK_SECRET manquant.*\(STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY\)\.$/,
    );
    const embeddedNoWebhook = await loadEnv({
      DATABASE_URL: "",
      APP_ENV: "demo",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "",
      PAYMENTS_PROVIDER: "",
    });
    expect(() => embeddedNoWebhook.assertStartupConfiguration()).toThrow(
      /^STRIPE_WEBHOOK_SECRET manquant/,
    );
    const stripe = await loadEnv({
      ...deployed,
      APP_ENV: "production",
      STRIPE_SECRET_KEY: "sk_live_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      PAYMENTS_PROVIDER: "",
    });
    expect(() => stripe.assertStartupConfiguration()).not.toThrow();
    expect(stripe.env.paymentProvider).toBe("stripe");
    const stripeWithoutKey = await loadEnv({
      DATABASE_URL: "",
      APP_ENV: "demo",
      STRIPE_SECRET_KEY: "",
      PAYMENTS_PROVIDER: "stripe",
    });
    expect(() => stripeWithoutKey.assertStartupConfiguration()).toThrow(
      /^PAYMENTS_PROVIDER=stripe sans STRIPE_SECRET_KEY/,
    );
  });

  it("serves the dev mailbox only embedded, or with DEV_MAILBOX=1", async () => {
    const server = await loadEnv({
      DATABASE_URL: "postgres://db/srh",
      EMAIL_TRANSPORT: "outbox",
      DEV_MAILBOX: "",
    });
    expect(server.isDevMailboxEnabled).toBe(false);
    const { GET } = await import("@/app/api/dev/outbox/route");
    const { NextRequest } = await import("next/server");
    const response = await GET(new NextRequest("http://localhost:3000/api/dev/outbox"));
    expect(response.status).toBe(404);

    const asked = await loadEnv({
      DATABASE_URL: "postgres://db/srh",
      EMAIL_TRANSPORT: "outbox",
      DEV_MAILBOX: "1",
    });
    expect(asked.isDevMailboxEnabled).toBe(true);
    const resend = await loadEnv({
      DATABASE_URL: "",
      RESEND_API_KEY: "re_test",
      EMAIL_TRANSPORT: "",
    });
    expect(resend.env.emailTransport).toBe("resend");
    expect(resend.isDevMailboxEnabled).toBe(false);
  });
});
