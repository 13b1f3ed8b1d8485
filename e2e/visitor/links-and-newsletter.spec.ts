import { expect, test } from "../support/test";
import { waitForMessage } from "../support/outbox";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";

test("[VISITOR] browses the useful links by category", async ({ page }) => {
  await page.goto("/nos-liens");
  await expect(page.getByRole("heading", { level: 1, name: "Nos liens" })).toBeVisible();
  await expect(page.getByText("Ressources et partenaires institutionnels")).toBeVisible();
  const categories = await page.getByRole("heading", { level: 2 }).allInnerTexts();
  expect(categories.slice(0, 3)).toEqual([
    "Organisations professionnelles et syndicats",
    "Sociétés savantes et formations",
    "Partenaires industriels",
  ]);
  const section = page.getByRole("region", { name: "Sociétés savantes et formations" });
  await expect(section.getByRole("listitem")).toHaveCount(3);
  const visit = section.getByRole("link", { name: /Visiter le site/ }).first();
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", "noopener noreferrer");
  await expect(visit).toHaveAttribute("href", /^https:\/\//);
  const notice = page.getByRole("complementary", { name: "Information importante" });
  await expect(notice).toContainText("à titre informatif");
  await expect(notice.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute(
    "href",
    "/contactez-nous",
  );
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] subscribes to the newsletter and confirms from the e-mail", async ({
  page,
  request,
}) => {
  // Three e-mails and axe at both widths: over the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = `lecteur-${Date.now()}@example.org`;
  await page.goto("/publications?type=newsletter");
  const block = page.getByRole("region", { name: "Restez informé" });
  await block.getByPlaceholder("Votre adresse e-mail").fill("pas-une-adresse");
  await block.getByRole("button", { name: "S’inscrire" }).click();
  await expect(block.getByRole("status")).toHaveText("Adresse e-mail invalide.");

  await block.getByPlaceholder("Votre adresse e-mail").fill(email);
  await block.getByRole("button", { name: "S’inscrire" }).click();
  await expect(block.getByRole("status")).toContainText(
    "Un e-mail de confirmation vient de vous être envoyé",
  );

  const mail = await waitForMessage(request, email, /^Confirmez votre inscription/);
  const link = /href="(http[^"]+\/newsletter\/confirmation\?token=[^"]+)"/.exec(mail.html)?.[1];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole("button", { name: "Confirmer mon inscription" })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page);
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("status")).toContainText("Votre inscription est confirmée");

  await page.goto("/publications?type=newsletter");
  await block.getByPlaceholder("Votre adresse e-mail").fill(email);
  await block.getByRole("button", { name: "S’inscrire" }).click();
  // The same answer as for a new address (audit L6): the address is told by e-mail.
  await expect(block.getByRole("status")).toContainText(
    "Un e-mail de confirmation vient de vous être envoyé",
  );
  await waitForMessage(request, email, /^Votre inscription à la lettre du SRH/);
});
