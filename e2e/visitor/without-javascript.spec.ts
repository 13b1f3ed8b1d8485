import { expect, test } from "../support/test";
import { seededMemberId } from "../support/accounts";
import { codeOf, waitForNewMessage } from "../support/auth";
import { outboxFor, waitForMessage } from "../support/outbox";

// The site as HTML first: the public forms post their server actions without JavaScript and come
// back at the form (the permalink's fragment), with the same messages as with JavaScript and
// what was typed. A client address of its own, so that the per-address limits start from zero.
test.use({
  javaScriptEnabled: false,
  extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.134" },
});

const UNION = "contact@srh-info.org";

test("[VISITOR] without JavaScript, sends the contact form: field messages, then the confirmation", async ({
  page,
  request,
}) => {
  const before = (await outboxFor(request, UNION)).length;
  await page.goto("/contactez-nous");
  await page.getByRole("textbox", { name: /^Nom et prénom/ }).fill("Dr Sans Script");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page).toHaveURL(/\/contactez-nous$/);
  await expect(page.getByText("Veuillez choisir un sujet.")).toBeVisible();
  // The first field refused has the focus (and so is on screen).
  await expect(page.getByRole("combobox", { name: /^Sujet/ })).toBeFocused();
  await expect(page.getByText("Veuillez écrire votre message.")).toBeVisible();
  // What was typed is still there, and nothing was sent.
  await expect(page.getByRole("textbox", { name: /^Nom et prénom/ })).toHaveValue("Dr Sans Script");
  expect((await outboxFor(request, UNION)).length).toBe(before);

  await page.getByRole("combobox", { name: /^Sujet/ }).selectOption("information");
  await page.getByRole("radio", { name: "Non" }).check();
  await page.getByRole("textbox", { name: /^Adresse e-mail/ }).fill("sans.script@example.org");
  await page.getByRole("textbox", { name: /^Message/ }).fill("Bonjour, sans JavaScript.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByText("Votre message a été envoyé avec succès")).toBeFocused();
  await expect(page.getByText("Votre message a été envoyé avec succès")).toBeInViewport();
  const mail = await waitForMessage(request, UNION, /Dr Sans Script/);
  expect(mail.text).toContain("Bonjour, sans JavaScript.");
});

test("[MEMBER] without JavaScript, logs in with the code e-mailed", async ({ page }) => {
  const email = "francois.laurent@example.org";
  await page.goto("/login");
  await expect(page.getByLabel("Adresse e-mail")).toBeFocused();
  const known = new Set((await outboxFor(page.request, email)).map((message) => message.id));
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir un code de connexion" }).click();
  // A post, never a GET with the address in the URL.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("status")).toContainText(`Adresse\u00a0: ${email}`);
  await expect(page.getByLabel("Code à 6 chiffres")).toBeFocused();
  const message = await waitForNewMessage(
    page.request,
    email,
    known,
    /^Votre code de connexion SRH\s: \d{6}$/,
  );

  await page.getByLabel("Code à 6 chiffres").fill("000000");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("alert")).toHaveText("Code invalide");
  await expect(page.getByRole("status")).toContainText(`Adresse\u00a0: ${email}`);

  await page.getByLabel("Code à 6 chiffres").fill(codeOf(message.subject));
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  // The session is there: the profile opens, rendered whole without JavaScript.
  await page.goto(`/profile?id=${seededMemberId(email)}`);
  await expect(page).toHaveURL((url) => url.pathname === "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "François Laurent" })).toBeVisible();
  await expect(page).toHaveTitle(/^Mon profil/);
});

test("[VISITOR] without JavaScript, subscribes to the newsletter from a list’s foot", async ({
  page,
  request,
}) => {
  const email = `sans-script-${Date.now()}@example.org`;
  await page.goto("/publications?type=newsletter");
  const block = page.getByRole("region", { name: "Restez informé" });
  await block.getByPlaceholder("Votre adresse e-mail").fill("pas-une-adresse");
  await block.getByRole("button", { name: "S’inscrire" }).click();
  await expect(page).toHaveURL(/#restez-informe$/);
  await expect(block.getByRole("status")).toHaveText("Adresse e-mail invalide.");
  await expect(block.getByRole("status")).toBeInViewport();
  await expect(block.getByPlaceholder("Votre adresse e-mail")).toHaveValue("pas-une-adresse");

  await block.getByPlaceholder("Votre adresse e-mail").fill(email);
  await block.getByRole("button", { name: "S’inscrire" }).click();
  await expect(block.getByRole("status")).toContainText(
    "Un e-mail de confirmation vient de vous être envoyé",
  );
  await expect(block.getByRole("status")).toBeInViewport();
  await waitForMessage(request, email, /^Confirmez votre inscription/);
});

test("[VISITOR] without JavaScript, joins with «\u00a0Paiement ponctuel\u00a0»: the tier, the tabs, the field messages, the code, the welcome", async ({
  page,
}) => {
  const email = `adhesion-sans-script-${Date.now()}@example.org`;
  await page.goto("/jadhere-au-srh");
  await page.getByRole("radiogroup").getByRole("radio").first().click();
  // Each post comes back on the step it reached, its first field focused.
  await expect(page).toHaveURL(/\/jadhere-au-srh$/);
  await expect(page.getByLabel("Prénom")).toBeFocused();
  await page.getByLabel("Prénom").fill("Sans");
  await page.getByLabel(/^Nom/).fill("Script");
  await page.getByLabel(/^Adresse e-mail/).fill("pas-une-adresse");
  await page.getByLabel(/^Hôpital/).fill("CHU de Test");
  await page.getByRole("checkbox", { name: "Recevoir la lettre d’information du SRH" }).check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("tab", { name: "Informations professionnelles" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const flag = page.getByRole("tabpanel").getByRole("checkbox").first();
  await expect(flag).toBeFocused();
  await flag.check();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(
    page.getByText(/Ensuite [\d\s]+(,\d\d)?\s€ par an, la première fois le \d\d\/\d\d\/\d{4}\./),
  ).toBeVisible();
  await page.getByRole("radio", { name: /^Paiement ponctuel/ }).check();
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();

  // The wrong address is refused on its tab, focused, with its message; the rest is kept.
  const field = page.getByLabel(/^Adresse e-mail/);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
  await expect(page.getByLabel("Prénom")).toHaveValue("Sans");
  await expect(
    page.getByRole("checkbox", { name: "Recevoir la lettre d’information du SRH" }),
  ).toBeChecked();
  await field.fill(email);
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(flag).toBeChecked();
  await page.getByRole("button", { name: "Suivant" }).click();
  await expect(page.getByRole("radio", { name: /^Paiement ponctuel/ })).toBeChecked();

  // Without the statutes the button says why.
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();
  await expect(page.locator("[data-signup-error]")).toBeFocused();
  await expect(page.locator("[data-signup-error]")).toHaveText(
    "Veuillez accepter les statuts du SRH.",
  );
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  const known = new Set((await outboxFor(page.request, email)).map((message) => message.id));
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();

  await expect(page.getByRole("heading", { name: "Confirmez votre adresse e-mail" })).toBeVisible();
  await expect(page.getByLabel("Code à 6 chiffres")).toBeFocused();
  await expect(page.getByText(`Adresse\u00a0: ${email}`)).toBeVisible();
  const first = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  known.add(first.id);
  await page
    .getByLabel("Code à 6 chiffres")
    .fill("000000" === codeOf(first.subject) ? "111111" : "000000");
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page.locator("[data-signup-error]")).toHaveText("Code invalide");
  await expect(page.locator("[data-signup-error]")).toBeFocused();

  await page.getByRole("button", { name: "Renvoyer le code" }).click();
  await expect(page.getByText("Un nouveau code vient de vous être envoyé.")).toBeVisible();
  const second = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  await page.getByLabel("Code à 6 chiffres").fill(codeOf(second.subject));
  await page.getByRole("button", { name: "Valider le code" }).click();

  const welcome = page.getByRole("heading", { name: "Bienvenue au SRH\u00a0!" });
  await expect(welcome).toBeFocused();
  // « Paiement ponctuel » signs in as the card does: the profile opens.
  await expect(page.getByText("Aucune carte n’est enregistrée")).toBeVisible();
  const profile = page.getByRole("link", { name: "Mon profil" });
  await expect(profile).toHaveAttribute("href", /^\/profile\?id=/);
  await profile.click();
  await expect(page.getByRole("heading", { level: 1, name: "Sans Script" })).toBeVisible();
});

test("[VISITOR] without JavaScript, reaches the card step, which says it needs JavaScript", async ({
  page,
}) => {
  const email = `carte-sans-script-${Date.now()}@example.org`;
  await page.goto("/jadhere-au-srh");
  await page.getByRole("radiogroup").getByRole("radio").first().click();
  await page.getByLabel("Prénom").fill("Carte");
  await page.getByLabel(/^Nom/).fill("Sans Script");
  await page.getByLabel(/^Adresse e-mail/).fill(email);
  await page.getByLabel(/^Hôpital/).fill("CHU de Test");
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByRole("button", { name: "Suivant" }).click();
  await page.getByLabel(/J’ai lu et j’accepte les/).check();
  const known = new Set((await outboxFor(page.request, email)).map((message) => message.id));
  await page.getByRole("button", { name: "Confirmer mon adresse e-mail" }).click();
  const mail = await waitForNewMessage(page.request, email, known, /^Votre code de confirmation/);
  await page.getByLabel("Code à 6 chiffres").fill(codeOf(mail.subject));
  await page.getByRole("button", { name: "Valider le code" }).click();
  await expect(page.getByRole("heading", { name: "Votre carte bancaire" })).toBeFocused();
  await expect(page.getByText(/la première fois le \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(page.getByText("L’enregistrement de la carte bancaire a besoin de")).toBeVisible();
});

test("[VISITOR] without JavaScript, an unknown item, article or list page is a whole French 404 page; an item without its type moves to its address", async ({
  page,
}) => {
  const unknown = "00000000-0000-4000-8000-000000000000";
  const pages = [
    {
      path: `/item?id=${unknown}&type=jo`,
      heading: "Contenu non trouvé",
      back: "/publications?type=jo",
    },
    {
      path: `/item?id=${unknown}`,
      heading: "Contenu non trouvé",
      back: "/publications?type=publication",
    },
    {
      path: `/item?id=${unknown}&type=blog`,
      heading: "Contenu non trouvé",
      back: "/publications?type=publication",
    },
    { path: `/article?id=${unknown}`, heading: "Article not found", back: "/" },
    // A list's page past its last one.
    { path: "/publications?type=jo&page=49", heading: "Page introuvable", back: "/" },
  ];
  for (const { path, heading, back } of pages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // The whole page, drawn by the server: the site's language, header and footer around the words.
    await expect(page.locator("html"), path).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    await expect(page.locator(`main a[href="${back}"]`), path).toBeVisible();
    await expect(page.locator('meta[name="robots"][content*="noindex"]'), path).toHaveCount(1);
  }

  // A found item: its page alone (the 404's words are not in it), and its address without a type
  // moves to the typed one.
  await page.goto("/publications?type=jo");
  const href = await page.locator("main article a[href^='/item?']").first().getAttribute("href");
  const id = new URL(href!, "http://localhost").searchParams.get("id")!;
  const found = await page.goto(`/item?id=${id}`);
  expect(found?.status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/item\\?id=${id}&type=jo$`));
  expect(await found!.text()).not.toContain("Contenu non trouvé");
});
