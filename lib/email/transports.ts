import "server-only";
import { env } from "@/lib/env";
import { deliverBatchToMailbox, deliverToMailbox } from "./mailbox";

// The provider's two calls, single and batch (at most 100 messages), each under an
// idempotency key: Resend over HTTP, or the local mailbox with the same contract. Only
// lib/email/sender.ts calls them (a test checks it): it decides when, and what a failure means.

/** Resend's limit of messages per batch call. */
export const BATCH_SIZE = 100;

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  headers?: Record<string, string> | null;
  attachments?: { filename: string; content: Uint8Array }[];
};

export type BatchEmail = Omit<OutgoingEmail, "attachments" | "replyTo">;

export type SendOptions = { idempotencyKey: string; signal?: AbortSignal };

export type EmailTransport = {
  name: "resend" | "outbox";
  /** One message; the same key again sends nothing and answers the first id. */
  send(message: OutgoingEmail, options: SendOptions): Promise<string>;
  /**
   * Sends the messages; the same `idempotencyKey` with the same messages again sends nothing and
   * answers the same ids, one per message, in order. `signal` aborts a call in flight.
   */
  sendBatch(messages: BatchEmail[], options: SendOptions): Promise<string[]>;
};

/** The provider said no for this content (a 4xx other than 429 and 409): the same call would fail again. */
export class EmailRejectedError extends Error {
  override name = "EmailRejectedError";
}

/** Still rate-limited after the retries (or the day's quota is spent): nothing was accepted. */
export class EmailRateLimitError extends Error {
  override name = "EmailRateLimitError";
  constructor(
    readonly retryAfterSeconds: number,
    readonly dailyQuota = false,
  ) {
    super(
      dailyQuota
        ? "Quota quotidien du fournisseur atteint"
        : `Limite d’envoi du fournisseur atteinte (réessayer dans ${retryAfterSeconds} s)`,
    );
  }
}

export type ResendOptions = {
  apiKey: string;
  baseUrl?: string;
  from?: string;
  /** 429 answers retried after their `retry-after` (default 5). */
  maxRateLimitRetries?: number;
  /** Longest wait honoured for one `retry-after`, in seconds (default 60). */
  maxRetryAfterSeconds?: number;
  /** Calls spaced to stay under the provider's rate (Resend: 2 a second by default); 0: no spacing. */
  maxCallsPerSecond?: number;
  /** The spacing's turn, shared by every transport given the same one (default: its own). */
  pacing?: ResendPacing;
  /** A call without an answer after this long is abandoned (its outcome unknown). Default 20 s. */
  timeoutMs?: number;
};

/** When the next call to the provider may leave. */
export type ResendPacing = { nextSlot: number };

const PROCESS_PACING = Symbol.for("srh.resend-pacing");

/**
 * The process's one turn: Next loads this module once per bundle layer (pages, route handlers,
 * instrumentation), and each layer's sender has its own transport. A plain number on globalThis,
 * so no class crosses layers.
 */
function processPacing(): ResendPacing {
  const holder = globalThis as { [PROCESS_PACING]?: ResendPacing };
  holder[PROCESS_PACING] ??= { nextSlot: 0 };
  return holder[PROCESS_PACING];
}

/**
 * Resend's `POST /emails` and `POST /emails/batch` over fetch: the answer's status and
 * `retry-after` are ours to read (the SDK hides them).
 */
export function resendTransport(options: ResendOptions): EmailTransport {
  const baseUrl = (options.baseUrl ?? "https://api.resend.com").replace(/\/$/, "");
  const from = options.from ?? env.EMAIL_FROM;
  const maxRetries = options.maxRateLimitRetries ?? 5;
  const maxWait = options.maxRetryAfterSeconds ?? 60;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const spacingMs = options.maxCallsPerSecond ? 1000 / options.maxCallsPerSecond : 0;
  const pacing = options.pacing ?? { nextSlot: 0 };
  /** Waits for this call's turn: calls leave at most `maxCallsPerSecond` a second, whatever the concurrency. */
  const takeTurn = async (signal?: AbortSignal) => {
    if (!spacingMs) return;
    const now = Date.now();
    const slot = Math.max(now, pacing.nextSlot);
    pacing.nextSlot = slot + spacingMs;
    if (slot > now) await wait(slot - now, signal);
  };

  async function call(path: string, body: string, { idempotencyKey, signal }: SendOptions) {
    for (let attempt = 0; ; attempt++) {
      await takeTurn(signal);
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${options.apiKey}`,
          "Content-Type": "application/json",
          "Idempotency-Key": idempotencyKey,
        },
        body,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const payload: unknown = await response.json().catch(() => null);
      if (response.status === 429) {
        const retryAfter = retryAfterSeconds(response.headers.get("retry-after"));
        const dailyQuota = isDailyQuota(payload);
        if (dailyQuota || attempt >= maxRetries || retryAfter > maxWait)
          throw new EmailRateLimitError(retryAfter, dailyQuota);
        await wait(retryAfter * 1000, signal);
        continue;
      }
      if (!response.ok) {
        const message = `Resend ${response.status}\u00a0: ${errorMessage(payload)}`;
        // 409: this key was used with another content, or is still being processed.
        if (response.status >= 400 && response.status < 500 && response.status !== 409)
          throw new EmailRejectedError(message);
        throw new Error(message);
      }
      return payload;
    }
  }

  return {
    name: "resend",
    async send(message, options) {
      const payload = await call(
        "/emails",
        JSON.stringify({
          from,
          to: [message.to],
          subject: message.subject,
          html: message.html,
          text: message.text,
          ...(message.replyTo ? { reply_to: message.replyTo } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map((file) => ({
                  filename: file.filename,
                  content: Buffer.from(file.content).toString("base64"),
                })),
              }
            : {}),
        }),
        options,
      );
      const id = isRecord(payload) && typeof payload.id === "string" ? payload.id : "";
      if (!id) throw new Error("Resend n’a renvoyé aucun identifiant");
      return id;
    },
    async sendBatch(messages, options) {
      if (messages.length > BATCH_SIZE)
        throw new Error(`at most ${BATCH_SIZE} messages per batch call`);
      if (messages.length === 0) return [];
      const payload = await call(
        "/emails/batch",
        JSON.stringify(
          messages.map((m) => ({
            from,
            to: [m.to],
            subject: m.subject,
            html: m.html,
            text: m.text,
            ...(m.headers ? { headers: m.headers } : {}),
          })),
        ),
        options,
      );
      const ids = idsOf(payload);
      if (ids.length !== messages.length)
        throw new Error(`Resend answered ${ids.length} ids for ${messages.length} messages`);
      return ids;
    },
  };
}

/** The local mailbox (tests, the demo, development), with Resend's idempotency rules. */
export function mailboxTransport(options: { from?: string } = {}): EmailTransport {
  const from = options.from ?? env.EMAIL_FROM;
  return {
    name: "outbox",
    async send(message, { idempotencyKey, signal }) {
      signal?.throwIfAborted();
      const id = await deliverToMailbox(
        {
          to: message.to,
          from,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: message.headers ?? null,
          attachments: (message.attachments ?? []).map((file) => ({
            filename: file.filename,
            bytes: file.content.byteLength,
          })),
        },
        idempotencyKey,
      );
      console.info(`[mailbox] to=${message.to} subject=${JSON.stringify(message.subject)}`);
      return id;
    },
    async sendBatch(messages, { idempotencyKey, signal }) {
      signal?.throwIfAborted();
      const ids = await deliverBatchToMailbox(
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
      console.info(`[mailbox] batch of ${messages.length} key=${idempotencyKey}`);
      return ids;
    },
  };
}

/** The transport `lib/env.ts` chose: Resend with a key, else the local mailbox. */
export function configuredTransport(): EmailTransport {
  return env.emailTransport === "resend" && env.RESEND_API_KEY
    ? resendTransport({
        apiKey: env.RESEND_API_KEY,
        baseUrl: env.RESEND_API_URL,
        maxCallsPerSecond: env.RESEND_MAX_CALLS_PER_SECOND,
        pacing: processPacing(),
      })
    : mailboxTransport();
}

function retryAfterSeconds(header: string | null): number {
  const seconds = Number(header);
  if (header && Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = header ? Date.parse(header) : NaN;
  if (Number.isFinite(date)) return Math.max(0, Math.ceil((date - Date.now()) / 1000));
  return 1;
}

function isDailyQuota(payload: unknown): boolean {
  return isRecord(payload) && payload.name === "daily_quota_exceeded";
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
