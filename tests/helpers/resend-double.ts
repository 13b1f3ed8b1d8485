import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP double of Resend's two sending calls, POST /emails (one message) and POST
// /emails/batch (1 to 100): it checks the bearer key and the sizes, and keeps idempotency keys as
// Resend does (the same key answers the first call's ids and sends nothing more; the same key
// with another body is refused with 409). Each call's fate can be chosen: accept, answer a status
// (429 with retry-after…), or accept and never answer (a sender killed after the provider's
// acceptance). An outage answers every call with one status until lifted; an optional daily quota
// answers 429 `daily_quota_exceeded` once that many messages were delivered that UTC day; an
// optional rate limit answers 429 past `maxCallsPerSecond` (the bench).

export type BatchCall = {
  key: string;
  recipients: string[];
  subjects: string[];
  headers: Record<string, string>[];
  /** "single" for POST /emails. */
  endpoint: "batch" | "single";
};
export type Fate = "accept" | "accept-and-hang" | { status: number; retryAfter?: number };

/** A message the double delivered (once per accepted key). */
export type DeliveredMessage = {
  key: string;
  to: string;
  subject: string;
  headers: Record<string, string>;
  attachments: { filename: string; bytes: number }[];
  html: string;
  at: number;
};

export type ResendDouble = {
  url: string;
  apiKey: string;
  /** Every call received, answered or not. */
  calls: BatchCall[];
  /** Addresses of every message actually sent (once per accepted key). */
  delivered: string[];
  /** Every message actually sent, in order. */
  messages: DeliveredMessage[];
  rateLimited: number;
  /** The fate of the next calls, in order; "accept" once they are used up. */
  fates: Fate[];
  /** While set, every call is answered with this status (Resend down). */
  outage: { status: number } | null;
  /** Messages accepted per UTC day at most (Resend's plan quota); unlimited when unset. */
  dailyQuota: number | null;
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
  attachments?: { filename?: string; content?: string }[];
};

export async function startResendDouble(
  options: { maxCallsPerSecond?: number } = {},
): Promise<ResendDouble> {
  const accepted = new Map<string, { ids: string[]; bodyHash: string }>();
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
    messages: [],
    rateLimited: 0,
    fates: [],
    outage: null,
    dailyQuota: null,
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
      const endpoint =
        req.url === "/emails/batch" ? "batch" : req.url === "/emails" ? "single" : null;
      if (req.method !== "POST" || !endpoint) return answer(404, { message: "not found" });
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
      const raw = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(raw) as Message[] | Message;
      const messages = endpoint === "batch" ? (parsed as Message[]) : [parsed as Message];
      if (!Array.isArray(messages) || messages.length === 0 || messages.length > 100)
        return answer(422, { message: "1 to 100 messages" });
      const key = String(req.headers["idempotency-key"] ?? "");
      const call: BatchCall = {
        key,
        recipients: messages.map((m) => (Array.isArray(m.to) ? m.to[0] : m.to) ?? ""),
        subjects: messages.map((m) => m.subject ?? ""),
        headers: messages.map((m) => m.headers ?? {}),
        endpoint,
      };
      double.calls.push(call);
      if (double.outage)
        return answer(double.outage.status, { message: `status ${double.outage.status}` });
      const fate = double.fates.shift() ?? "accept";
      if (typeof fate === "object") {
        return answer(
          fate.status,
          { message: `status ${fate.status}` },
          fate.retryAfter !== undefined ? { "retry-after": String(fate.retryAfter) } : {},
        );
      }
      const bodyHash = createHash("sha256").update(raw).digest("hex");
      const known = key ? accepted.get(key) : undefined;
      if (known && known.bodyHash !== bodyHash)
        return answer(409, {
          name: "invalid_idempotent_request",
          message: "Same idempotency key used with a different request payload",
        });
      let ids = known?.ids;
      if (!ids) {
        const day = new Date().toISOString().slice(0, 10);
        const today = double.messages.filter(
          (m) => new Date(m.at).toISOString().slice(0, 10) === day,
        ).length;
        if (double.dailyQuota !== null && today + messages.length > double.dailyQuota)
          return answer(429, {
            name: "daily_quota_exceeded",
            message: "You have reached your daily email sending quota.",
          });
        ids = messages.map(() => `re_${++nextId}`);
        if (key) accepted.set(key, { ids, bodyHash });
        double.delivered.push(...call.recipients);
        double.messages.push(
          ...messages.map((m, i) => ({
            key,
            to: call.recipients[i]!,
            subject: m.subject ?? "",
            headers: m.headers ?? {},
            attachments: (m.attachments ?? []).map((file) => ({
              filename: file.filename ?? "",
              bytes: Buffer.from(file.content ?? "", "base64").byteLength,
            })),
            html: m.html ?? "",
            at: Date.now(),
          })),
        );
        double.onAccepted?.(call);
      }
      if (fate === "accept-and-hang") {
        hanging.add(res);
        return;
      }
      if (endpoint === "single") answer(200, { id: ids[0] });
      else answer(200, { data: ids.map((id) => ({ id })) });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
