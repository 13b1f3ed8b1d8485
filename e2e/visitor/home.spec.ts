import { expect, test } from "../support/test";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";

test("[VISITOR] opens the home page in French with the site header and footer", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Nous découvrir" })).toHaveAttribute(
    "href",
    "/presentation",
  );
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  await expectNoAxeViolationsAtBothWidths(page);
});
