import http from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP double of Resend's batch call (POST /emails/batch): it checks the bearer key and
// the batch size, and keeps idempotency keys as Resend does (the same key answers the first
// call's ids and sends nothing more). Each call's fate can be chosen: accept, answer a status
// (429 with retry-after…), or accept and never answer (a run killed after the provider's
// acceptance). An optional rate limit answers 429 past `maxCallsPerSecond` (the bench).

export type BatchCall = {
  key: string;
  recipients: string[];
  subjects: string[];
  headers: Record<string, string>[];
};
export type Fate = "accept" | "accept-and-hang" | { status: number; retryAfter?: number };

export type ResendDouble = {
  url: string;
  apiKey: string;
  /** Every call received, answered or not. */
  calls: BatchCall[];
  /** Addresses of every message actually sent (once per accepted key). */
  delivered: string[];
  rateLimited: number;
  /** The fate of the next calls, in order; "accept" once they are used up. */
  fates: Fate[];
  onAccepted?: (call: BatchCall) => void;
  close(): Promise<void>;
};

type Message = {
  from?: string;
  to?: string[] | string;
  subject?: string;
  html?: string;
  text?: string;
  headers?: Record<string, string>;
};

export async function startResendDouble(
  options: { maxCallsPerSecond?: number } = {},
): Promise<ResendDouble> {
  const accepted = new Map<string, string[]>();
  const hanging = new Set<http.ServerResponse>();
  // A token bucket, as providers limit rates: `maxCallsPerSecond` tokens, refilled continuously.
  let tokens = options.maxCallsPerSecond ?? 0;
  let refilledAt = Date.now();
  let nextId = 0;

  const double: ResendDouble = {
    url: "",
    apiKey: "re_test_double",
    calls: [],
    delivered: [],
    rateLimited: 0,
    fates: [],
    close: async () => {
      for (const response of hanging) response.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/emails/batch")
        return answer(404, { message: "not found" });
      if (req.headers.authorization !== `Bearer ${double.apiKey}`)
        return answer(401, { message: "bad key" });
      const rate = options.maxCallsPerSecond;
      if (rate) {
        const now = Date.now();
        tokens = Math.min(rate, tokens + ((now - refilledAt) / 1000) * rate);
        refilledAt = now;
        if (tokens < 1) {
          double.rateLimited++;
          return answer(
            429,
            { message: "Too many requests" },
            { "retry-after": ((1 - tokens) / rate).toFixed(3) },
          );
        }
        tokens -= 1;
      }
      const messages = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Message[];
      if (!Array.isArray(messages) || messages.length === 0 || messages.length > 100)
        return answer(422, { message: "1 to 100 messages" });
      const key = String(req.headers["idempotency-key"] ?? "");
      const call: BatchCall = {
        key,
        recipients: messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to) ?? ""),
        subjects: messages.map((m) => m.subject ?? ""),
        headers: messages.map((m) => m.headers ?? {}),
      };
      double.calls.push(call);
      const fate = double.fates.shift() ?? "accept";
      if (typeof fate === "object") {
        return answer(
          fate.status,
          { message: `status ${fate.status}` },
          fate.retryAfter !== undefined ? { "retry-after": String(fate.retryAfter) } : {},
        );
      }
      let ids = key ? accepted.get(key) : undefined;
      if (!ids) {
        ids = messages.map(() => `re_${++nextId}`);
        if (key) accepted.set(key, ids);
        double.delivered.push(...call.recipients);
        double.onAccepted?.(call);
      }
      if (fate === "accept-and-hang") {
        hanging.add(res);
        return;
      }
      answer(200, { data: ids.map((id) => ({ id })) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
