import { afterEach, describe, expect, it, vi } from "vitest";

// lib/env.ts reads process.env once at import: each case stubs the environment and re-imports.
async function loadEnv(values: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
  return import("@/lib/env");
}

afterEach(() => {
  vi.unstubAllEnvs();
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
      DATABASE_URL: "postgres://db/srh",
      NEXTAUTH_SECRET: "",
      RESEND_API_KEY: "re_test",
    });
    expect(() => noSecret.assertStartupConfiguration()).toThrow(/^NEXTAUTH_SECRET manquant/);
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
