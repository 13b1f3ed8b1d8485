import { expect, test, type Page } from "../support/test";
import { outboxFor, waitForMessage } from "../support/outbox";
import { expectNoAxeViolationsAtBothWidths } from "../support/axe";
import { BOARD_OFFICE_TITLES } from "../support/board";

const UNION = "contact@srh-info.org";

async function fillContactForm(page: Page, identity: string, email: string) {
  await page.getByRole("combobox", { name: /^Sujet/ }).selectOption("adhesion");
  await page.getByRole("radio", { name: "Non" }).check();
  await page.getByRole("textbox", { name: /^Nom et prénom/ }).fill(identity);
  await page.getByRole("textbox", { name: /^Adresse e-mail/ }).fill(email);
  await page
    .getByRole("textbox", { name: /^Message/ })
    .fill("Bonjour,\nJe souhaite adhérer au syndicat. Merci\u00a0!");
}

test("[VISITOR] reads the contact page: address, offices and useful links", async ({ page }) => {
  await page.goto("/contactez-nous");
  await expect(page.getByRole("heading", { level: 1, name: "Contactez-nous" })).toBeVisible();
  await expect(page.getByText("15 rue Ferdinand Duval, 75004 Paris")).toBeVisible();
  for (const role of BOARD_OFFICE_TITLES) {
    await expect(
      page.getByRole("region", { name: "Le bureau" }).getByText(role, { exact: true }),
    ).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Foire aux questions/ })).toHaveAttribute(
    "href",
    "/faq",
  );
  await expect(page.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "rel",
    "noopener noreferrer",
  );
});

test("[VISITOR] is told which fields are missing, and nothing is sent", async ({
  page,
  request,
}) => {
  const before = (await outboxFor(request, UNION)).length;
  await page.goto("/contactez-nous");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Veuillez choisir un sujet.")).toBeVisible();
  await expect(page.getByText("Veuillez indiquer si vous êtes adhérent.")).toBeVisible();
  await expect(page.getByText("Veuillez indiquer vos nom et prénom.")).toBeVisible();
  await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
  await expect(page.getByText("Veuillez écrire votre message.")).toBeVisible();
  expect((await outboxFor(request, UNION)).length).toBe(before);
  // The contact page, checked with its errors shown.
  await expectNoAxeViolationsAtBothWidths(page);
});

test("[VISITOR] sends a message that reaches the union with the sender as reply-to", async ({
  page,
  request,
}) => {
  const since = new Date(Date.now() - 1000);
  await page.goto("/contactez-nous");
  await fillContactForm(page, "Dr Claire Exemple", "claire.exemple@example.org");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(
    page.getByText(
      "Votre message a été envoyé avec succès\u00a0! Nous vous répondrons dans les plus brefs délais.",
    ),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: /^Nom et prénom/ })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: /^Message/ })).toHaveValue("");

  const mail = await waitForMessage(
    request,
    UNION,
    /^\[Contact SRH\] Adhésion – Dr Claire Exemple$/,
    since,
  );
  expect(mail.text).toContain("Je souhaite adhérer au syndicat.");
  expect(mail.text).toContain("Non");
  const response = await request.get(`/api/dev/outbox?to=${UNION}`);
  const stored = (await response.json()).messages.find((m: { id: string }) => m.id === mail.id);
  expect(stored.replyTo).toBe("claire.exemple@example.org");
});

test("[VISITOR] a robot filling the hidden field is thanked and nothing is sent", async ({
  page,
  request,
}) => {
  const before = (await outboxFor(request, UNION)).length;
  await page.goto("/contactez-nous");
  await fillContactForm(page, "Robot", "robot@example.org");
  await page.locator("#website").fill("http://spam.example", { force: true });
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText(/Votre message a été envoyé avec succès/)).toBeVisible();
  expect((await outboxFor(request, UNION)).length).toBe(before);
});

test("[VISITOR] the sixth message of the hour is refused with 429 and a French message", async ({
  request,
}) => {
  const message = {
    subject: "information",
    isMember: "yes",
    identity: "Dr Insistant",
    email: "insistant@example.org",
    message: "Encore moi.",
  };
  // A client address of its own (as a proxy in front would write it), so that the count starts at zero.
  const headers = { "x-forwarded-for": "203.0.113.77" };
  for (let i = 0; i < 5; i++)
    expect((await request.post("/api/contact", { data: message, headers })).status()).toBe(200);
  const refused = await request.post("/api/contact", { data: message, headers });
  expect(refused.status()).toBe(429);
  expect(await refused.json()).toEqual({
    success: false,
    error:
      "Vous avez envoyé plusieurs messages en peu de temps. Veuillez réessayer dans une heure.",
  });
  expect(
    (
      await request.post("/api/contact", {
        data: { ...message, email: "pas-une-adresse" },
        headers: { "x-forwarded-for": "203.0.113.78" },
      })
    ).status(),
  ).toBe(400);
});
