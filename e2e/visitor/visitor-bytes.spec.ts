import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { adminState, memberState } from "../support/roles";

// Visitors' pages answered from memory by our server before Next (scripts/visitor-bytes.mjs,
// issue #21): a write shows at once to the next visitor of the same instance, and a member is
// never given the visitors' copy.

test.describe("as an administrator", () => {
  test.use({ storageState: adminState });
  test("[ADMIN] a publish, an edit and a delete show at once to visitors of this instance", async ({
    page,
    playwright,
  }) => {
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    const list = "/publications?type=communique";
    const title = `Communiqué immédiat ${randomBytes(3).toString("hex")}`;
    // Kept in memory before the write.
    await visitor.get(list);
    const before = await visitor.get(list);
    expect(before.headers()["x-srh-cache"]).toBe("hit");
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
    await visitor.get(item);
    expect((await visitor.get(item)).headers()["x-srh-cache"]).toBe("hit");

    await write("put", { id, title: `${title} modifié`, content, pubdate, type: "communique" });
    expect(await (await visitor.get(item)).text()).toContain(`${title} modifié`);

    await write("delete", { id });
    expect(await (await visitor.get(list)).text()).not.toContain(title);
    await visitor.dispose();
  });
});

test.describe("as a member", () => {
  test.use({ storageState: memberState });
  test("[MEMBER] never gets the visitors' copy of a public page", async ({ page, playwright }) => {
    const visitor = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
      storageState: { cookies: [], origins: [] },
    });
    for (const path of ["/", "/publications?type=publication", "/nos-liens"]) {
      await visitor.get(path);
      expect((await visitor.get(path)).headers()["x-srh-cache"], path).toBe("hit");
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-srh-cache"], path).toBeUndefined();
      expect(response.headers()["x-nextjs-cache"], path).toBeUndefined();
    }
    await page.goto("/");
    await expect(page.getByRole("button", { name: /Dominique Membre/ })).toBeVisible();
    await visitor.dispose();
  });
});

test("[VISITOR] the institutional pages are answered from memory, with the running origin", async ({
  request,
}) => {
  for (const path of [
    "/presentation",
    "/statuts",
    "/privacy",
    "/qui-sommes-nous",
    "/nos-informations",
  ]) {
    await request.get(path);
    const again = await request.get(path);
    expect(again.status(), path).toBe(200);
    expect(again.headers()["x-srh-cache"], path).toBe("hit");
    expect(await again.text(), path).toContain(`rel="canonical"`);
  }
});
