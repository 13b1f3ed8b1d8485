// Imported first by `npm run bench:newsletter`, before lib/env.ts reads the environment: the
// bench plays a paid plan (the newsletter's 5,000 e-mails and the receipts in one day), unless
// the caller set its own quota.
process.env.EMAIL_DAILY_LIMIT ??= "1000000";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

export {};
