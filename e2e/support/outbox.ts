import { expect, type APIRequestContext } from "@playwright/test";

export type OutboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export async function outboxFor(
  request: APIRequestContext,
  email: string,
): Promise<OutboxMessage[]> {
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
    .poll(
      async () => {
        found = (await outboxFor(request, email)).find(
          (m) => subject.test(m.subject) && new Date(m.createdAt) >= since,
        );
        return Boolean(found);
      },
      { message: `an e-mail to ${email} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}
