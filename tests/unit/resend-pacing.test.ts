import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resendTransport, type ResendPacing } from "@/lib/email/transports";
import { startResendDouble, type ResendDouble } from "../helpers/resend-double";

// The configured transport's calls share the process's turn (lib/email/transports.ts): Next loads
// the sender once per bundle layer, and two layers sending at once must still keep to the rate.
describe("Resend calls' spacing", () => {
  let resend: ResendDouble;
  beforeAll(async () => {
    resend = await startResendDouble();
  });
  afterAll(() => resend.close());

  it("spaces the calls of every transport that shares one turn, as if there were one", async () => {
    const pacing: ResendPacing = { nextSlot: 0 };
    const transports = [0, 1].map(() =>
      resendTransport({
        apiKey: resend.apiKey,
        baseUrl: resend.url,
        maxCallsPerSecond: 10,
        pacing,
      }),
    );
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((index) =>
        transports[index % 2]!.send(
          {
            to: `pacing${index}@example.org`,
            subject: "Essai",
            html: "<p>Essai</p>",
            text: "Essai",
          },
          { idempotencyKey: `pacing-${index}` },
        ),
      ),
    );
    const arrivals = resend.messages.map((message) => message.at).sort((a, b) => a - b);
    expect(arrivals).toHaveLength(6);
    // They leave 100 ms apart; arriving, a call may be a little late, never half a turn early.
    const gaps = arrivals.slice(1).map((at, index) => at - arrivals[index]!);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(50);
  });
});
