import { expect, test } from "../support/test";
import { waitForMessage } from "../support/outbox";

test("[API] a known and an unknown address get the same answer; only the member gets a code", async ({
  request,
}) => {
  const since = new Date(Date.now() - 1000);
  const known = await request.post("/api/user-management?action=login", {
    data: { email: "antoine.david@example.org" },
  });
  const unknown = await request.post("/api/user-management?action=login", {
    data: { email: "personne@example.org" },
  });
  expect(unknown.status()).toBe(known.status());
  expect(await unknown.json()).toEqual(await known.json());
  expect(await known.json()).toEqual({ success: true });
  expect(Object.keys(unknown.headers()).sort()).toEqual(Object.keys(known.headers()).sort());

  await waitForMessage(
    request,
    "antoine.david@example.org",
    /^Votre code de connexion SRH\s: \d{6}$/,
    since,
  );
  const noAccount = await waitForMessage(
    request,
    "personne@example.org",
    /^Connexion au site du SRH$/,
    since,
  );
  expect(noAccount.html).toContain("/jadhere-au-srh");
});

test("[API] login refuses crafted addresses and asking again too soon", async ({ request }) => {
  for (const email of [
    '"a b"@example.org',
    "a@b@example.org",
    "x@example.org\r\nBcc: y@example.org",
  ]) {
    const response = await request.post("/api/user-management?action=login", { data: { email } });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ success: false, error: "Adresse e-mail invalide." });
  }
  expect(
    (
      await request.post("/api/user-management?action=login", {
        data: { email: "laure.vincent@example.org" },
      })
    ).status(),
  ).toBe(200);
  const again = await request.post("/api/user-management?action=login", {
    data: { email: "laure.vincent@example.org" },
  });
  expect(again.status()).toBe(429);
  expect((await again.json()).error).toMatch(/patienter une minute/);
});

test("[API] verify-otp sets the site’s session cookie and answers the documented user", async ({
  request,
}) => {
  const email = "isabelle.simon@example.org";
  const since = new Date(Date.now() - 1000);
  await request.post("/api/user-management?action=login", { data: { email } });
  const mail = await waitForMessage(
    request,
    email,
    /^Votre code de connexion SRH\s: \d{6}$/,
    since,
  );
  const wrong = await request.post("/api/user-management?action=verify-otp", {
    data: { email, otp: mail.subject.endsWith("000000") ? "111111" : "000000" },
  });
  expect(wrong.status()).toBe(400);
  expect(await wrong.json()).toEqual({ success: false, error: "Code invalide" });

  const response = await request.post("/api/user-management?action=verify-otp", {
    data: { email, otp: mail.subject.slice(-6), isAdmin: true },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toEqual({
    success: true,
    user: {
      id: expect.any(String),
      email,
      firstname: "Isabelle",
      lastname: "Simon",
      isadmin: false,
      hospital: "CH de Pau",
      subscription: "retired",
    },
  });
  const cookie = response.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/next-auth\.session-token=[^;]+;.*HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);
  // The same session works for the site's pages and the site's session endpoint.
  const session = await (await request.get("/api/auth/session")).json();
  expect(session.user).toMatchObject({
    id: body.user.id,
    firstname: "Isabelle",
    lastname: "Simon",
    isadmin: false,
  });
  expect((await request.get("/documents", { maxRedirects: 0 })).status()).not.toBe(307);
});
