import { expect, test } from "@playwright/test";

test("[API] health check answers after a database round-trip", async ({ request }) => {
  const response = await request.get("/api/utils?utilType=test-connection");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true });
  expect((await request.get("/api/utils?utilType=nope")).status()).toBe(400);
});

test("[API] every response carries the security headers", async ({ request }) => {
  for (const path of ["/", "/api/utils?utilType=test-connection", "/icon.svg"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(headers["content-security-policy"]).toContain(directive);
    }
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toBeTruthy();
    expect(headers["strict-transport-security"]).toContain("max-age=");
  }
});

test("[API] the dev outbox lists messages in the documented shape", async ({ request }) => {
  const response = await request.get("/api/dev/outbox");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(Array.isArray(body.messages)).toBe(true);
});

test("[API] the publications list goes compressed to clients that accept it, the same JSON as plain", async ({
  request,
}) => {
  const path = "/api/content?contentType=publications";
  const plain = await request.get(path, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  // Visitors' answers come from our server's memory (scripts/visitor-bytes.mjs): brotli when asked.
  for (const [accepted, encoding] of [
    ["gzip, deflate", "gzip"],
    ["gzip, deflate, br", "br"],
  ] as const) {
    const compressed = await request.get(path, { headers: { "accept-encoding": accepted } });
    expect(compressed.headers()["content-encoding"], accepted).toBe(encoding);
    expect(compressed.headers()["vary"], accepted).toContain("Accept-Encoding");
    expect(compressed.headers()["x-srh-content-encoding"], accepted).toBeUndefined();
    // Playwright decodes it: the same bytes as the plain answer.
    expect((await compressed.body()).equals(await plain.body()), accepted).toBe(true);
  }
  expect(((await plain.json()) as { success: boolean }).success).toBe(true);
});
