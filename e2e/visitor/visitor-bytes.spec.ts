import { randomBytes } from "node:crypto";
import {
  expect,
  test,
  type APIRequestContext,
  type APIResponse,
  type PlaywrightWorkerArgs,
} from "@playwright/test";
import { seededMemberId } from "../support/accounts";
import { useLoggedInAs } from "../support/auth";
import { gotoAndSettle } from "../support/hydration";
import { adminState, memberState } from "../support/roles";

// Visitors' pages answered from memory by our server before Next (scripts/visitor-bytes.mjs,
// issue #21): a write shows at once to the next visitor of the same instance, and a member is
// never given the visitors' copy.

/** Requests of a visitor (no cookie at all) beside the page's logged-in browser. */
function visitorRequests(playwright: PlaywrightWorkerArgs["playwright"]) {
  return playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: { cookies: [], origins: [] },
  });
}

/**
 * `path` as memory answers it. An entry lives a minute at most, and a write's tag is dropped again
 * when its request settles: a first request may fill or meet an entry that is gone by the next
 * one, so the page is asked until memory answers (a race the run of ci-3 met, not a fault).
 */
async function fromMemory(request: APIRequestContext, path: string): Promise<APIResponse> {
  let response = await request.get(path);
  await expect
    .poll(
      async () => {
        response = await request.get(path);
        return response.headers()["x-srh-cache"];
      },
      { message: `${path} answered from memory`, intervals: [50], timeout: 5_000 },
    )
    .toBe("hit");
  return response;
}

test.describe("as an administrator", () => {
  test.use({ storageState: adminState });
  test("[ADMIN] a publish, an edit and a delete show at once to visitors of this instance", async ({
    page,
    playwright,
  }) => {
    const visitor = await visitorRequests(playwright);
    const list = "/publications?type=communique";
    const title = `Communiqué immédiat ${randomBytes(3).toString("hex")}`;
    // Kept in memory before the write.
    const before = await fromMemory(visitor, list);
    expect(await before.text()).not.toContain(title);

    const pubdate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const content = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
    };
    const write = async (method: "post" | "put" | "delete", data: Record<string, unknown>) => {
      const response = await page.request[method]("/api/content?contentType=publications", {
        data,
      });
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as { id: string };
    };

    const { id } = await write("post", { title, content, pubdate, type: "communique" });
    expect(await (await visitor.get(list)).text()).toContain(title);
    const item = `/item?id=${id}&type=communique`;
    await fromMemory(visitor, item);

    await write("put", { id, title: `${title} modifié`, content, pubdate, type: "communique" });
    expect(await (await visitor.get(item)).text()).toContain(`${title} modifié`);

    await write("delete", { id });
    expect(await (await visitor.get(list)).text()).not.toContain(title);
    await visitor.dispose();
  });

  test("[ADMIN] a link's logo that fails to load gives way to its initial, for visitors too", async ({
    page,
    browser,
  }) => {
    const title = `Zêta imagerie ${randomBytes(3).toString("hex")}`;
    const created = await page.request.post("/api/content?contentType=liens", {
      data: {
        title,
        url: "https://www.example.org",
        category: "Partenaires industriels",
        icon: "Building",
        logo: "/logo-introuvable.png",
        picture: null,
        description: "<p>Un partenaire de test.</p>",
        isAdmin: true,
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    try {
      // With or without React (a page from memory has none), the page's own script does it.
      for (const viewer of [await context.newPage(), page]) {
        await viewer.goto("/nos-liens");
        const card = viewer.getByRole("listitem").filter({ hasText: title });
        await card.scrollIntoViewIfNeeded(); // the logos load lazily
        await expect(card.locator("img[data-fallback]")).toBeHidden();
        await expect(card.getByText("Z", { exact: true })).toBeVisible();
      }
    } finally {
      await context.close();
      const deleted = await page.request.delete("/api/content?contentType=liens", {
        data: { id },
      });
      expect(deleted.status()).toBe(200);
    }
  });

  test("[ADMIN] a board save shows at once to visitors of /bureau and /contactez-nous", async ({
    page,
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const name = `Dr Adjoint ${randomBytes(3).toString("hex")}`;
    for (const path of ["/bureau", "/contactez-nous"]) {
      const kept = await fromMemory(visitor, path);
      expect(await kept.text(), path).not.toContain(name);
    }
    await gotoAndSettle(page, "/admin/bureau");
    await page.getByRole("textbox", { name: "Trésorier adjoint : nom", exact: true }).fill(name);
    await page.getByRole("button", { name: "Enregistrer le bureau" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bureau enregistré." })).toBeVisible();
    for (const path of ["/bureau", "/contactez-nous"])
      expect(await (await visitor.get(path)).text(), path).toContain(name);
    await visitor.dispose();
  });

  test("[ADMIN] the publications API is answered to visitors from memory, and changes at once with a write", async ({
    page,
    playwright,
  }) => {
    const visitor = await visitorRequests(playwright);
    const api = "/api/content?contentType=publications";
    const list = `${api}&type=communique`;
    const title = `Communiqué de l'API ${randomBytes(3).toString("hex")}`;
    const before = await fromMemory(visitor, list);
    expect(before.headers()["vary"]).toMatch(/Cookie/);
    expect(before.headers()["x-srh-visitor-bytes"]).toBeUndefined();
    expect(await before.text()).not.toContain(title);

    const content = {
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "Texte" }] }],
    };
    const pubdate = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const created = await page.request.post(api, {
      data: { title, content, pubdate, type: "communique" },
    });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const after = await visitor.get(list);
    expect(after.headers()["x-srh-cache"]).toBe("miss");
    expect(await after.text()).toContain(title);

    const item = `${api}&id=${id}`;
    const kept = await fromMemory(visitor, item);
    expect(((await kept.json()) as { publications: { title: string }[] }).publications).toEqual([
      expect.objectContaining({ title }),
    ]);
    // The administrator's own answers are theirs: never the visitors' copy.
    const own = await page.request.get(item);
    expect(own.headers()["x-srh-cache"]).toBeUndefined();
    expect(own.headers()["cache-control"]).toBe("private, no-store");

    const deleted = await page.request.delete(api, { data: { id } });
    expect(deleted.status()).toBe(200);
    expect(await (await visitor.get(list)).text()).not.toContain(title);
    expect(await (await visitor.get(item)).json()).toEqual({ success: true, publications: [] });
    await visitor.dispose();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: memberState });
  test("[MEMBER] never gets the visitors' copy of a public page", async ({ page, playwright }) => {
    const visitor = await visitorRequests(playwright);
    const nextScript = /<script src="\/_next\//;
    for (const path of ["/", "/publications?type=publication", "/nos-liens", "/contactez-nous"]) {
      const visitors = await fromMemory(visitor, path);
      // Visitors' pages that work without JavaScript come without Next's scripts (the contact
      // page keeps them: its form checks as one types); a member's page keeps React.
      expect(nextScript.test(await visitors.text()), path).toBe(path === "/contactez-nous");
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-srh-cache"], path).toBeUndefined();
      expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
      expect(nextScript.test(await response.text()), path).toBe(true);
    }
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Dominique Membre/ })).toBeVisible();
    await visitor.dispose();
  });
});

test.describe("a member's own pages", () => {
  // A seeded member no other spec logs in as: this one saves its profile.
  const email = "thomas.durand@example.org";
  useLoggedInAs(test, email);
  test("[MEMBER] are answered from memory to their session only, and a save shows at once", async ({
    page,
    playwright,
  }) => {
    const id = seededMemberId(email);
    const profile = `/profile?id=${id}`;
    for (const path of [profile, "/documents", "/faq"]) await fromMemory(page.request, path);
    const visitor = await visitorRequests(playwright);
    expect((await visitor.get(profile, { maxRedirects: 0 })).status()).toBe(307);
    await visitor.dispose();

    const hospital = `CH de Vannes ${randomBytes(3).toString("hex")}`;
    await gotoAndSettle(page, `/profile/edit?id=${id}`);
    await page.getByRole("textbox", { name: "Hôpital", exact: true }).fill(hospital);
    await page.getByRole("button", { name: "Enregistrer" }).click();
    await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);
    // The very next request for the kept page: rendered again, with the save.
    const after = await page.request.get(profile);
    expect(after.headers()["x-srh-cache"]).toBe("miss");
    expect(await after.text()).toContain(hospital);
    expect(await (await fromMemory(page.request, profile)).text()).toContain(hospital);
  });
});

test.describe("as a member, against a junk session cookie", () => {
  test.use({ storageState: memberState });
  test("[MEMBER] a junk session cookie is served the visitors' bytes and cleared; the member's session never is", async ({
    page,
    playwright,
  }) => {
    const visitor = await visitorRequests(playwright);
    const api = "/api/content?contentType=publications";
    const { publications: everything } = (await (await page.request.get(api)).json()) as {
      publications: { id: string; subscribersonly: boolean }[];
    };
    const membersOnly = everything.find((item) => item.subscribersonly);
    expect(membersOnly).toBeDefined();
    // A token of the session's format that the app's decoder refuses, and plain garbage.
    const forged = "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..aXY.Y2lwaGVy.dGFn";
    for (const path of ["/", "/publications?type=publication", api]) {
      await fromMemory(visitor, path);
      for (const junk of ["garbage", forged]) {
        const response = await visitor.get(path, {
          headers: { cookie: `next-auth.session-token=${junk}; srh-session=1` },
        });
        expect(response.status(), path).toBe(200);
        // Treated as a visitor: the visitors' copy (or, if it just expired, its refill), never
        // a session's page ("pass" or no header).
        expect(response.headers()["x-srh-cache"], path).toMatch(/^(hit|miss)$/);
        expect(response.headers()["cache-control"], path).toBe("private, no-store");
        const cleared = response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === "set-cookie")
          .map((header) => header.value);
        expect(
          cleared.some((value) =>
            /^next-auth\.session-token=;.*Expires=Thu, 01 Jan 1970/i.test(value),
          ),
          path,
        ).toBe(true);
      }
      const member = await page.request.get(path);
      expect(member.status(), path).toBe(200);
      expect(member.headers()["x-srh-cache"], path).toBeUndefined();
      expect(
        member.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie"),
        path,
      ).toEqual([]);
    }
    // The member's list has the subscribers-only items; the visitors' bytes never do.
    const memberList = await page.request.get(api);
    expect(memberList.headers()["cache-control"]).toBe("private, no-store");
    expect(await memberList.text()).toContain(membersOnly!.id);
    const junkList = await visitor.get(api, {
      headers: { cookie: "next-auth.session-token=garbage" },
    });
    expect(await junkList.text()).not.toContain(membersOnly!.id);
    await visitor.dispose();
  });
});

test("[VISITOR] the institutional and other same-for-all pages are answered from memory, with the running origin", async ({
  request,
}) => {
  for (const path of [
    "/presentation",
    "/statuts",
    "/privacy",
    "/qui-sommes-nous",
    "/nos-informations",
    "/bureau",
    "/contactez-nous",
    "/faq",
    "/login",
  ]) {
    const again = await fromMemory(request, path);
    expect(again.status(), path).toBe(200);
    expect(await again.text(), path).toContain(`rel="canonical"`);
  }
});

test("[VISITOR] a login with a return address is rendered for it, not answered from memory", async ({
  request,
}) => {
  const login = await request.get("/login?callbackUrl=%2Fdocuments");
  expect(login.status()).toBe(200);
  expect(login.headers()["x-srh-cache"]).toBeUndefined();
  expect(await login.text()).toMatch(/callbackUrl\\?":\\?"\/documents/);
});
