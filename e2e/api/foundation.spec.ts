import { expect, test } from "../support/test";
import { memberState } from "../support/roles";

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

test("[API] the visitors' publications list and items are kept by Next like their pages", async ({
  request,
}) => {
  const list = await request.get("/api/content?contentType=publications&type=jo");
  const { publications } = (await list.json()) as { publications: { id: string }[] };
  const one = publications[0]!.id;
  for (const path of [
    "/api/content?contentType=publications",
    "/api/content?contentType=publications&type=jo",
    `/api/content?contentType=publications&type=jo&id=${one}`,
    `/api/content?contentType=publications&id=${one}`,
  ]) {
    await request.get(path);
    const visitor = await request.get(path);
    expect(visitor.status(), path).toBe(200);
    expect(visitor.headers()["x-nextjs-cache"], path).toBe("HIT");
    expect(visitor.headers()["cache-control"], path).toMatch(/^s-maxage=600, /);
    expect(visitor.headers()["vary"], path).toContain("Cookie");
    expect(((await visitor.json()) as { success: boolean }).success, path).toBe(true);
  }
  const item = await request.get(`/api/content?contentType=publications&id=${one}`);
  expect(((await item.json()) as { publications: { id: string }[] }).publications).toEqual([
    expect.objectContaining({ id: one }),
  ]);
});

test.describe("as a member", () => {
  test.use({ storageState: memberState });

  test("[API] a member's publications list is never kept", async ({ request }) => {
    const path = "/api/content?contentType=publications";
    await request.get(path);
    const member = await request.get(path);
    expect(member.status()).toBe(200);
    expect(member.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(member.headers()["cache-control"]).toBe("private, no-store");
  });
});

test("[API] route handlers' answers are compressed like pages when the client accepts gzip", async ({
  request,
}) => {
  for (const path of [
    "/api/content?contentType=publications",
    "/api/content?contentType=liens",
    "/sitemap.xml",
    "/",
  ]) {
    const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-encoding"], path).toBe("gzip");
    expect(response.headers()["vary"], path).toContain("Accept-Encoding");
  }
  // A header that may be listed several times keeps all its values.
  const list = await request.get("/api/content?contentType=publications", {
    headers: { "accept-encoding": "gzip" },
  });
  expect(list.headers()["vary"]).toContain("Cookie");
  expect((await list.json()).success).toBe(true);
});
