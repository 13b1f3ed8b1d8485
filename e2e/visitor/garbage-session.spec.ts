import { expect, test } from "../support/test";
import { memberState } from "../support/roles";

// A session cookie that is not a session (garbage, forged, expired) must not buy an uncached
// rendering of the public pages: it is served the visitors' cached page and cleared.
test("[VISITOR] with a garbage session cookie, gets the cached visitor page and the cookie cleared", async ({
  request,
}) => {
  for (const path of [
    "/",
    "/publications?type=jo",
    "/nos-liens",
    "/faq",
    "/login",
    "/jadhere-au-srh",
  ]) {
    await request.get(path);
    const response = await request.get(path, {
      headers: { cookie: "next-auth.session-token=garbage; srh-session=1" },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
    const cleared = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    expect(
      cleared.some((value) => /^next-auth\.session-token=;.*Expires=Thu, 01 Jan 1970/i.test(value)),
      path,
    ).toBe(true);
    expect(
      cleared.some((value) => /^srh-session=;/.test(value)),
      path,
    ).toBe(true);
    expect(await response.text(), path).toContain("Login");
  }
});

test("[VISITOR] with a garbage session cookie, gets the cached item and article too", async ({
  request,
}) => {
  const { publications } = (await (
    await request.get("/api/content?contentType=publications&type=communique")
  ).json()) as {
    publications: { id: string; type: string }[];
  };
  const item = publications[0]!;
  for (const path of [`/item?id=${item.id}&type=${item.type}`, `/article?id=${item.id}`]) {
    await request.get(path);
    const response = await request.get(path, {
      headers: { cookie: "next-auth.session-token=garbage" },
    });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
  }
});

test.describe("as a member", () => {
  test.use({ storageState: memberState });
  test("[MEMBER] keeps the session on the public pages, rendered for them", async ({ page }) => {
    const response = await page.request.get("/");
    expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(
      response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie"),
    ).toEqual([]);
    expect(await response.text()).toContain("Guide pratique des gardes et astreintes en imagerie");
  });
});
