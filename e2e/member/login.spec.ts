import { expect, test } from "../support/test";
import { loginAs } from "../support/auth";
import { waitForHydration } from "../support/hydration";

// A member of its own (not the shared demo member): this login is the test.
const EMAIL = "claire.martin@example.org";

test("[MEMBER] logs in through the outbox and lands on the page they came from", async ({
  page,
}) => {
  await page.goto("/documents");
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("callbackUrl") === "/documents",
  );
  await loginAs(page, EMAIL);
  await expect(page).toHaveURL((url) => url.pathname === "/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Documents" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Claire Martin" })).toBeVisible();
});

// Another member of its own, for the header's « Login » from a public page.
const READER = "emilie.leroy@example.org";

test("[MEMBER] logs in from the header of a public page, is brought back to it and told so", async ({
  page,
}) => {
  await page.goto("/publications?type=communique");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/login" &&
      url.searchParams.get("callbackUrl") === "/publications?type=communique",
  );
  await loginAs(page, READER);
  await expect(page).toHaveURL(
    (url) => url.pathname === "/publications" && url.search === "?type=communique",
  );
  await expect(page.getByRole("status").filter({ hasText: "vous êtes connecté·e." })).toHaveText(
    /^Bonjour .+, vous êtes connecté·e\.$/,
  );
  // Once: the next page says nothing.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText("vous êtes connecté·e.")).toHaveCount(0);
});
