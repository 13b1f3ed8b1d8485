// Next answers a method a route does not export with an empty 405. Each route exports these
// handlers for the methods it does not serve, so that the answer says why, in French. Not for
// routes cached as static (RSS feeds, images): Next refuses other methods on those.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = () => Response;

export function otherMethods<const A extends readonly Method[]>(
  allowed: A,
): Record<Exclude<Method, A[number]>, Handler> {
  const allow = [...allowed, ...(allowed.includes("GET") ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const refuse: Handler = () =>
    Response.json(
      {
        success: false,
        error: `Méthode non autorisée. Méthodes acceptées\u00a0: ${allowed.join(", ")}.`,
      },
      { status: 405, headers: { Allow: allow } },
    );
  return Object.fromEntries(
    METHODS.filter((method) => !allowed.includes(method)).map((method) => [method, refuse]),
  ) as Record<Exclude<Method, A[number]>, Handler>; // why: built from the same list the type is
}
