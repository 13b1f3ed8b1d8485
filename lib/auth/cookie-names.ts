// next-auth's session cookie: `__Secure-` prefixed when the site is served over https.
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";
