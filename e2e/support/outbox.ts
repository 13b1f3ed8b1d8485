import { expect, type APIRequestContext } from "@playwright/test";

export type OutboxMessage = { id: string; to: string; from: string; subject: string; text: string; html: string; createdAt: string };

export async function outboxFor(request: APIRequestContext, email: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for a message newer than `since` whose subject matches, and returns it. */
export async function waitForMessage(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
  since: Date = new Date(0),
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outboxFor(request, email)).find((m) => subject.test(m.subject) && new Date(m.createdAt) >= since);
      return Boolean(found);
    }, { message: `an e-mail to ${email} matching ${subject}` })
    .toBe(true);
  return found!;
}

/** Logs in through the documented API calls and the outbox; the request context keeps the cookie. */
export async function loginThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const since = new Date(Date.now() - 1000);
  const sent = await request.post("/api/user-management?action=login", { data: { email } });
  expect(sent.status(), await sent.text()).toBe(200);
  const message = await waitForMessage(request, email, /^Votre code de connexion SRH : \d{6}$/, since);
  const otp = message.subject.slice(-6);
  const verified = await request.post("/api/user-management?action=verify-otp", { data: { email, otp } });
  expect(verified.status(), await verified.text()).toBe(200);
}
