import { expect, test } from "../support/test";
import { codeOf, loginAs, waitForNewMessage } from "../support/auth";
import { outboxFor } from "../support/outbox";
import { seededMemberId } from "../support/accounts";
import { gotoAndSettle } from "../support/hydration";

// A spare seeded member: their address changes in this test.
const EMAIL = "hugo.roux@example.org";
const NEW_EMAIL = "hugo.roux.nouveau@example.org";

test("[MEMBER] changes their e-mail with a code sent to the new address", async ({ page }) => {
  const id = seededMemberId(EMAIL);
  await loginAs(page, EMAIL);
  await gotoAndSettle(page, `/profile/edit?id=${id}`);
  const known = new Set((await outboxFor(page.request, NEW_EMAIL)).map((message) => message.id));

  await page.getByLabel("Adresse e-mail").fill(NEW_EMAIL);
  await page
    .getByRole("textbox", { name: "Hôpital", exact: true })
    .fill("CHU de Montpellier – Lapeyronie");
  await page.getByRole("button", { name: "Enregistrer" }).click();

  await expect(
    page.getByText(`Un code de confirmation a été envoyé à ${NEW_EMAIL}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(`/profile/edit?id=${id}`);
  const message = await waitForNewMessage(
    page.request,
    NEW_EMAIL,
    known,
    /^Confirmez votre nouvelle adresse\s: \d{6}$/,
  );

  // A wrong code is refused and the address stays.
  const wrong = codeOf(message.subject) === "000000" ? "111111" : "000000";
  await page.getByLabel("Code à 6 chiffres").fill(wrong);
  await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Code invalide" })).toBeVisible();

  await page.getByLabel("Code à 6 chiffres").fill(codeOf(message.subject));
  await page.getByRole("button", { name: "Confirmer ma nouvelle adresse" }).click();
  await expect(page).toHaveURL(`/profile?id=${id}&enregistre=1`);
  await expect(page.getByText(NEW_EMAIL, { exact: true })).toBeVisible();
  await expect(page.getByText("CHU de Montpellier – Lapeyronie")).toBeVisible();
});
