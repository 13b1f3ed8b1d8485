// Links in rich text (spec §5): only http, https, mailto, tel and sms. Shared by the editor (client)
// and the server's validation, so it imports nothing.

export const ALLOWED_LINK_SCHEMES = ["http", "https", "mailto", "tel", "sms"] as const;

export const LINK_SCHEME_MESSAGE =
  "Lien non autorisé\u00a0: seuls les liens http, https, mailto, tel et sms sont acceptés.";

const MAX_URL_LENGTH = 2048;

/** True for an absolute http(s) URL with a host, or a mailto:, tel: or sms: address. */
export function isAllowedLinkUrl(url: unknown): url is string {
  if (typeof url !== "string") return false;
  const value = url.trim();
  if (value.length === 0 || value.length > MAX_URL_LENGTH) return false;
  // Browsers drop control characters and spaces inside a scheme ("java\tscript:"): refuse them
  // anywhere rather than guess what a browser would make of them.
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !(ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme)) return false;
  if (scheme === "http" || scheme === "https") return /^https?:\/\/[^/\\?#@]/i.test(value);
  return value.length > scheme.length + 1;
}

/**
 * What an editor typed, made absolute when it is clearly meant to be: "www.x.fr" or "x.fr/a"
 * become https://…, an address with @ becomes mailto:. Anything else is left to the check above.
 */
export function normalizeLinkInput(input: string): string {
  const value = input.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return value;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return `mailto:${value}`;
  if (/^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(value)) return `https://${value}`;
  return value;
}
