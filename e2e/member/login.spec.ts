import { expect, test } from "../support/test";
import { loginAs } from "../support/auth";

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
