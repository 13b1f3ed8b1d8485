/**
 * Where to go after login: a path on this site only (never another origin), else home. The path
 * is returned as the URL parser writes it (percent-encoded), so that a redirect never carries a
 * character a Location header cannot hold.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\"))
    return "/";
  if (/[\u0000-\u001f\u007f]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, "http://site.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://site.invalid") return "/";
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/login") || path.startsWith("//") ? "/" : path;
}
