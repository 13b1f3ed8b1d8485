import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/components";
import { Resend } from "resend";
import { env } from "@/lib/env";
import { storeInOutbox } from "./outbox";

export {
  BATCH_SIZE,
  EmailRateLimitError,
  EmailRejectedError,
  getEmailBatchTransport,
  outboxBatchTransport,
  resendBatchTransport,
  type BatchEmail,
  type EmailBatchTransport,
} from "./batch";

export type EmailContent =
  | { react: ReactElement; html?: never; text?: never }
  | { html: string; text: string; react?: never };

export type EmailMessage = EmailContent & {
  to: string;
  subject: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
  /** Files sent with the message (a tax attestation's PDF). */
  attachments?: EmailAttachment[];
};

export type EmailAttachment = { filename: string; content: Uint8Array };

export type SentEmail = { id: string; transport: "resend" | "outbox" };

export class EmailDeliveryError extends Error {
  override name = "EmailDeliveryError";
}

/**
 * The one way the site sends e-mail: Resend in production, else the outbox table (plus one
 * console line) that /dev/mailbox and GET /api/dev/outbox read.
 */
export async function sendEmail(input: EmailMessage): Promise<SentEmail> {
  // A subject is one line, whatever a form put in it (a name typed with a line break).
  const message = { ...input, subject: input.subject.replace(/\s+/g, " ").trim() };
  const { html, text } = await renderContent(message);
  if (env.emailTransport === "resend") {
    const id = await sendWithResend({
      to: message.to,
      subject: message.subject,
      replyTo: message.replyTo,
      headers: message.headers,
      attachments: message.attachments,
      html,
      text,
    });
    return { id, transport: "resend" };
  }
  const { id } = await storeInOutbox({
    to: message.to,
    from: env.EMAIL_FROM,
    replyTo: message.replyTo ?? null,
    subject: message.subject,
    text,
    html,
    attachments: (message.attachments ?? []).map((file) => ({
      filename: file.filename,
      bytes: file.content.byteLength,
    })),
    headers: message.headers ?? null,
  });
  console.info(`[outbox] to=${message.to} subject=${JSON.stringify(message.subject)}`);
  return { id, transport: "outbox" };
}

export async function renderContent(
  content: EmailContent,
): Promise<{ html: string; text: string }> {
  if (content.react) {
    const html = await render(content.react);
    return { html, text: toPlainText(html) };
  }
  return { html: content.html, text: content.text };
}

let resend: Resend | undefined;

type RenderedEmail = Omit<EmailMessage, keyof EmailContent> & { html: string; text: string };

async function sendWithResend(message: RenderedEmail) {
  resend ??= new Resend(env.RESEND_API_KEY);
  const { data, error } = await resend.emails.send({
    from: env.EMAIL_FROM,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    replyTo: message.replyTo,
    headers: message.headers,
    attachments: message.attachments?.map((file) => ({
      filename: file.filename,
      content: Buffer.from(file.content),
    })),
  });
  if (error || !data) throw new EmailDeliveryError(error?.message ?? "Resend returned no id");
  return data.id;
}
