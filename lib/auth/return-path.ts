/** Where to go after login: a path on this site only (never another origin), else home. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f]/.test(value)) return "/";
  return value.startsWith("/login") ? "/" : value;
}
