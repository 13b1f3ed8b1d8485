import { expect, test } from "@playwright/test";

// The second outside audit's SEO and configuration findings (issue 20). The e2e build is made
// without SITE_URL (so with http://localhost:3000) and served with SITE_URL set to the test
// server's own address: whatever names the site must carry the address the server runs with.

const publicPages = [
  "/",
  "/qui-sommes-nous",
  "/presentation",
  "/bureau",
  "/statuts",
  "/nos-informations",
  "/privacy",
  "/contactez-nous",
  "/nos-liens",
  "/publications?type=publication",
  "/faq",
  "/login",
  "/jadhere-au-srh",
];

test("[VISITOR] robots.txt names the running server's sitemap and allows the rest after its Disallow lines", async ({
  request,
  baseURL,
}) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
  const lines = (await response.text()).split("\n").filter(Boolean);
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const allow = lines.indexOf("Allow: /");
  const lastDisallow = lines.findLastIndex((line) => line.startsWith("Disallow:"));
  expect(lastDisallow).toBeGreaterThan(0);
  expect(allow).toBeGreaterThan(lastDisallow);
});

test("[VISITOR] every public page has og:type, a social picture, and a canonical and og:url on the running origin", async ({
  page,
  baseURL,
}) => {
  for (const path of publicPages) {
    await page.goto(path);
    const og = (property: string) =>
      page.locator(`meta[property="${property}"]`).first().getAttribute("content");
    expect(await og("og:type"), path).toMatch(/^(website|article)$/);
    expect(await og("og:image"), path).toMatch(/^http/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("content");
    const href = await page.locator('link[rel="canonical"]').getAttribute("href");
    for (const url of [canonical ?? href, await og("og:url")].filter(Boolean)) {
      expect(url, path).toMatch(new RegExp(`^${baseURL}`));
    }
  }
});

test("[VISITOR] an unknown address answers the French 404 with one noindex", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(1);
});

test("[VISITOR] the dev mailbox, on in the demo, is announced on every page", async ({ page }) => {
  for (const path of ["/", "/presentation", "/login", "/publications?type=jo"]) {
    await page.goto(path);
    await expect(
      page.getByRole("complementary", { name: "Boîte de test" }).getByRole("link", {
        name: "boîte de test",
      }),
      path,
    ).toHaveAttribute("href", "/dev/mailbox");
  }
});
