// E-mail: written in the outbox inside the transaction of the change that causes it
// (`queueEmail`, ./outbox.ts), sent after the commit by the one sender (./sender.ts), through
// Resend or the local mailbox (./transports.ts, ./mailbox.ts). Import from those modules.
export { queueEmail, type QueuedEmail } from "./outbox";
export { sendQueuedEmails, sendQueuedEmailsSoon } from "./sender";
