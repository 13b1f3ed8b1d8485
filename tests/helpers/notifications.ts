import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseHandle, Listening } from "@/lib/db/client";

/**
 * In a describe block: the payloads notified on `channel` of the test database, as they arrive
 * (after each commit, asynchronously). `arrived(count)` waits until at least that many came;
 * empty `received` between tests to count afresh.
 */
export function listenDuringTests(context: { readonly handle: DatabaseHandle }, channel: string) {
  const received: string[] = [];
  let listening: Listening;
  beforeAll(async () => {
    listening = await context.handle.listen(channel, {
      onPayload: (payload) => received.push(payload),
    });
  });
  afterAll(() => listening.stop());
  const arrived = (count: number) =>
    expect
      .poll(() => received.length, { timeout: 5_000, interval: 20 })
      .toBeGreaterThanOrEqual(count);
  return { received, arrived };
}
