-- One-time codes leave no readable copy behind: every code e-mail that has left the queue keeps
-- its code masked (lib/email/rules.ts maskCodes, applied by the sender from now on).
UPDATE "email_outbox"
SET
  "subject" = regexp_replace("subject", '(^|[^#[:alnum:]_])[0-9]{6}(?![[:alnum:]_])', '\1••••••', 'g'),
  "html" = regexp_replace("html", '(^|[^#[:alnum:]_])[0-9]{6}(?![[:alnum:]_])', '\1••••••', 'g'),
  "text" = regexp_replace("text", '(^|[^#[:alnum:]_])[0-9]{6}(?![[:alnum:]_])', '\1••••••', 'g')
WHERE "kind" IN ('login-code', 'signup-code', 'account-created', 'email-change-code', 'account-deletion-code')
  AND "state" NOT IN ('pending', 'sending');
