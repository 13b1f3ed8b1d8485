/**
 * Whether a database error, or an error down its `cause` chain (drizzle wraps the driver's), is a
 * unique-constraint violation (PostgreSQL's 23505): a concurrent writer got there first.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
