import { expect, test } from "../support/test";
import { FIXED_PUBLIC_PAGES } from "@/lib/urls";

// The second outside audit's SEO and configuration findings (issue 20). The e2e build is made
// without SITE_URL (so with http://localhost:3000) and served with SITE_URL set to the test
// server's own address: whatever names the site must carry the address the server runs with.

const publicPages = [
  ...FIXED_PUBLIC_PAGES,
  "/publications?type=publication",
  "/faq",
  "/login",
  "/jadhere-au-srh",
];

test("[VISITOR] robots.txt names the running server’s sitemap and allows the rest after its Disallow lines", async ({
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

const staticPages = [
  "/qui-sommes-nous",
  "/presentation",
  "/bureau",
  "/statuts",
  "/nos-informations",
  "/privacy",
  "/contactez-nous",
];

test("[VISITOR] every public page has og:type and a social picture; canonical and og:url name the running origin", async ({
  page,
  baseURL,
}) => {
  for (const path of publicPages) {
    await page.goto(path);
    const og = page.locator('meta[property="og:type"]');
    await expect(og, path).toHaveCount(1);
    expect(await og.getAttribute("content"), path).toMatch(/^(website|article)$/);
    const image = page.locator('meta[property="og:image"]').first();
    expect(await image.getAttribute("content"), path).toMatch(/^http.*\.(png|jpe?g|webp)/);
    const urls = [
      ...(await page
        .locator('link[rel="canonical"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")))),
      ...(await page
        .locator('meta[property="og:url"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")))),
    ];
    if (staticPages.includes(path)) expect(urls, path).toHaveLength(2);
    for (const url of urls) expect(url, path).toMatch(new RegExp(`^${baseURL}(/|$)`));
  }
});

test("[VISITOR] an unknown address answers the French 404 with one noindex", async ({
  page,
  baseURL,
}) => {
  for (const path of ["/cette-page-n-existe-pas", "/publications?type=jo&page=99"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator('meta[name="robots"]'), path).toHaveCount(1);
    // Never the build's origin: the running server's, or no picture at all.
    const urls = await page
      .locator('meta[property^="og:"], link[rel="canonical"]')
      .evaluateAll((tags) =>
        tags.map((tag) => tag.getAttribute("content") ?? tag.getAttribute("href") ?? ""),
      );
    for (const url of urls.filter((value) => /^https?:/.test(value)))
      expect(url, path).toMatch(new RegExp(`^${baseURL}(/|$)`));
  }
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
