import { createHmac, timingSafeEqual } from "node:crypto";

// The unsubscribe link of a newsletter e-mail carries its address, signed with the server's
// secret: anyone holding the e-mail can unsubscribe that address (RFC 8058 asks for no session),
// nobody can forge a link for another address. No expiry: an old e-mail's link keeps working.

const PURPOSE = "newsletter-unsubscribe";

export function signUnsubscribeToken(email: string, secret: string): string {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString("base64url")}.${mac(address, secret)}`;
}

/** The address of a valid token, else null. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const address = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(mac(address, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return address;
}

function mac(address: string, secret: string): string {
  return createHmac("sha256", secret).update(`${PURPOSE}:${address}`).digest("base64url");
}
