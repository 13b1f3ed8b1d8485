import "server-only";
import { env } from "@/lib/env";
import { storeBatchInOutbox } from "./outbox";

// Sending many e-mails at once (the newsletter): Resend's batch call (at most 100 messages, one
// idempotency key per call), or the outbox with the same contract. A call either is accepted as a
// whole and answers one provider id per message, in order, or throws.

/** Resend's limit of messages per batch call. */
export const BATCH_SIZE = 100;

export type BatchEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type EmailBatchTransport = {
  name: "resend" | "outbox";
  /**
   * Sends the messages; the same `idempotencyKey` with the same messages again sends nothing and
   * answers the same ids. `signal` aborts a call in flight (a run being stopped).
   */
  sendBatch(
    messages: BatchEmail[],
    options: { idempotencyKey: string; signal?: AbortSignal },
  ): Promise<string[]>;
};

/** The provider said no for this content (a 4xx other than 429): the same call again would fail too. */
export class EmailRejectedError extends Error {
  override name = "EmailRejectedError";
}

/** Still rate-limited after the retries. */
export class EmailRateLimitError extends Error {
  override name = "EmailRateLimitError";
  constructor(readonly retryAfterSeconds: number) {
    super(`Limite d'envoi du fournisseur atteinte (réessayer dans ${retryAfterSeconds} s)`);
  }
}

export type ResendBatchOptions = {
  apiKey: string;
  baseUrl?: string;
  from?: string;
  /** 429 answers retried after their `retry-after` (default 5). */
  maxRateLimitRetries?: number;
  /** Longest wait honoured for one `retry-after`, in seconds (default 60). */
  maxRetryAfterSeconds?: number;
  /** Calls spaced to stay under the provider's rate (Resend: 2 a second by default); 0: no spacing. */
  maxCallsPerSecond?: number;
};

/** Resend's `POST /emails/batch` over fetch: the answer's status and `retry-after` are ours to read. */
export function resendBatchTransport(options: ResendBatchOptions): EmailBatchTransport {
  const baseUrl = (options.baseUrl ?? "https://api.resend.com").replace(/\/$/, "");
  const from = options.from ?? env.EMAIL_FROM;
  const maxRetries = options.maxRateLimitRetries ?? 5;
  const maxWait = options.maxRetryAfterSeconds ?? 60;
  const spacingMs = options.maxCallsPerSecond ? 1000 / options.maxCallsPerSecond : 0;
  let nextSlot = 0;
  /** Waits for this call's turn: calls leave at most `maxCallsPerSecond` a second, whatever the concurrency. */
  const takeTurn = async (signal?: AbortSignal) => {
    if (!spacingMs) return;
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacingMs;
    if (slot > now) await wait(slot - now, signal);
  };
  return {
    name: "resend",
    async sendBatch(messages, { idempotencyKey, signal }) {
      if (messages.length > BATCH_SIZE)
        throw new Error(`at most ${BATCH_SIZE} messages per batch call`);
      if (messages.length === 0) return [];
      const body = JSON.stringify(
        messages.map((m) => ({
          from,
          to: [m.to],
          subject: m.subject,
          html: m.html,
          text: m.text,
          headers: m.headers,
        })),
      );
      for (let attempt = 0; ; attempt++) {
        await takeTurn(signal);
        const response = await fetch(`${baseUrl}/emails/batch`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${options.apiKey}`,
            "Content-Type": "application/json",
            "Idempotency-Key": idempotencyKey,
          },
          body,
          signal,
        });
        if (response.status === 429) {
          const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
          await response.body?.cancel();
          if (attempt >= maxRetries || retryAfter > maxWait)
            throw new EmailRateLimitError(retryAfter);
          await wait(retryAfter * 1000, signal);
          continue;
        }
        const payload: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          const message = `Resend ${response.status}: ${errorMessage(payload)}`;
          // 409: this key was used with another content, or is still being processed.
          if (response.status >= 400 && response.status < 500 && response.status !== 409)
            throw new EmailRejectedError(message);
          throw new Error(message);
        }
        const ids = idsOf(payload);
        if (ids.length !== messages.length)
          throw new Error(`Resend answered ${ids.length} ids for ${messages.length} messages`);
        return ids;
      }
    },
  };
}

/** The outbox: one transaction per batch, idempotent by key (tests, the demo, development). */
export function outboxBatchTransport(options: { from?: string } = {}): EmailBatchTransport {
  const from = options.from ?? env.EMAIL_FROM;
  return {
    name: "outbox",
    async sendBatch(messages, { idempotencyKey, signal }) {
      signal?.throwIfAborted();
      const ids = await storeBatchInOutbox(
        messages.map((m) => ({
          to: m.to,
          from,
          replyTo: null,
          subject: m.subject,
          html: m.html,
          text: m.text,
          headers: m.headers ?? null,
        })),
        idempotencyKey,
      );
      console.info(`[outbox] batch of ${messages.length} key=${idempotencyKey}`);
      return ids;
    },
  };
}

let configured: EmailBatchTransport | undefined;

/** The transport `lib/env.ts` chose (Resend with a key, else the outbox). */
export function getEmailBatchTransport(): EmailBatchTransport {
  configured ??=
    env.emailTransport === "resend" && env.RESEND_API_KEY
      ? resendBatchTransport({
          apiKey: env.RESEND_API_KEY,
          baseUrl: env.RESEND_API_URL,
          maxCallsPerSecond: env.RESEND_MAX_CALLS_PER_SECOND,
        })
      : outboxBatchTransport();
  return configured;
}

function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  return 1;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

function idsOf(payload: unknown): string[] {
  const data = isRecord(payload) ? payload.data : undefined;
  if (!Array.isArray(data)) return [];
  return data
    .map((item) => (isRecord(item) && typeof item.id === "string" ? item.id : ""))
    .filter(Boolean);
}

function errorMessage(payload: unknown): string {
  return isRecord(payload) && typeof payload.message === "string"
    ? payload.message
    : "réponse inattendue";
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
