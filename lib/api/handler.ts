import type { NextRequest } from "next/server";
import { z } from "zod";
import { assertAdmin, assertViewer, getViewerFromRequest, type Viewer } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { AppError, ForbiddenError, RateLimitError, ValidationError } from "@/lib/errors";

// Every route handler of the documented API goes through `apiRoute`: parse the query and the
// body with zod, check the origin of mutating calls, run the domain function, and answer with
// the legacy shape `{ success, … }` or `{ success: false, error }` and the right status.
// Roles come from the session and the user row, never from the payload (a legacy `isAdmin: true`
// in a body or query is accepted and ignored).

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

type Access = "public" | "member" | "admin";

export type RouteContext<Q, B, V> = {
  req: NextRequest;
  query: Q;
  body: B;
  viewer: V;
};

export type RouteOptions<Q extends Schema | undefined, B extends Schema | undefined, A extends Access> = {
  query?: Q;
  body?: B;
  /** Who may call: visitors included (default), logged-in members, or administrators. */
  access?: A;
  /** New (not legacy) endpoints may add `fieldErrors` to a 400, for forms to show beside fields. */
  fieldErrors?: boolean;
};

type ViewerFor<A extends Access> = A extends "public" ? Viewer | null : Viewer;

type Result = Response | Record<string, unknown>;

export function apiRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Access = "public",
>(
  options: RouteOptions<Q, B, A>,
  handler: (context: RouteContext<Infer<Q>, Infer<B>, ViewerFor<A>>) => Promise<Result>,
) {
  return async (req: NextRequest): Promise<Response> => {
    try {
      if (isMutation(req.method)) assertSameOrigin(req);
      const viewer = await getViewerFromRequest(req);
      if (options.access === "member") assertViewer(viewer);
      if (options.access === "admin") assertAdmin(viewer);
      const query = options.query
        ? parseOrThrow(options.query, Object.fromEntries(req.nextUrl.searchParams))
        : undefined;
      const body = options.body ? parseOrThrow(options.body, await readJson(req)) : undefined;
      const result = await handler({ req, query, body, viewer } as RouteContext<Infer<Q>, Infer<B>, ViewerFor<A>>);
      if (result instanceof Response) return result;
      return Response.json({ success: true, ...result });
    } catch (error) {
      return errorResponse(error, { fieldErrors: options.fieldErrors });
    }
  };
}

export function errorResponse(error: unknown, options: { fieldErrors?: boolean } = {}): Response {
  if (error instanceof AppError) {
    const headers = new Headers();
    if (error instanceof RateLimitError) headers.set("Retry-After", String(error.retryAfterSeconds));
    const fieldErrors =
      options.fieldErrors && error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0
        ? { fieldErrors: error.fieldErrors }
        : {};
    return Response.json({ success: false, error: error.message, ...fieldErrors }, { status: error.status, headers });
  }
  console.error("[api] unexpected error:", error);
  return Response.json(
    { success: false, error: "Erreur interne du serveur. Veuillez réessayer plus tard." },
    { status: 500 },
  );
}

/** Parses with zod; the first issue's (French) message becomes the error. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".");
    fieldErrors[key] ??= issue.message;
  }
  throw new ValidationError(result.error.issues[0]?.message, fieldErrors);
}

/** The JSON body, or a 400 in French (for handlers whose body schema depends on the action). */
export async function readJson(req: NextRequest): Promise<unknown> {
  const text = await req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError("Requête invalide : un corps JSON est attendu.");
  }
}

function isMutation(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/**
 * Browsers send Origin on every cross-site and same-site POST/PUT/DELETE; a mismatch is a forged
 * request. Calls without Origin (scripts, curl) carry no ambient browser credentials to abuse.
 */
function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  if (req.headers.get("sec-fetch-site") === "cross-site") throw new ForbiddenError("Origine refusée.");
  if (!origin) return;
  const allowed = new Set([env.siteUrl, req.nextUrl.origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const protocol = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "");
    allowed.add(`${protocol}://${host}`);
  }
  if (!allowed.has(origin)) throw new ForbiddenError("Origine refusée.");
}
