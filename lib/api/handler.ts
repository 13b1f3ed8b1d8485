import { timingSafeEqual } from "node:crypto";
import { unstable_rethrow } from "next/navigation";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { assertAdminViewer, type AdminViewer } from "@/lib/auth/access";
import { assertViewer, getViewerFromRequest, type Viewer } from "@/lib/auth/session";
import { env, getCronSecret } from "@/lib/env";
import {
  AppError,
  ForbiddenError,
  PayloadTooLargeError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
} from "@/lib/errors";
import { parseOrThrow } from "@/lib/validation/issues";
import { readBodyBytes } from "@/lib/request-body";

// Every route handler of the documented API goes through `apiRoute`: check the origin of
// mutating calls, authorise (`access`), parse the query and the body with zod, run the domain
// function, and answer with the legacy shape `{ success, … }` or `{ success: false, error }` and
// the right status. Roles come from the session and the user row, never from the payload (a
// legacy `isAdmin: true` in a body or query is accepted and ignored).

type Schema = z.ZodType;
type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;

/**
 * Who may call: visitors included (default), logged-in members, administrators, or the daily
 * job's scheduler (`Authorization: Bearer $CRON_SECRET`, no session).
 */
export type Access = "public" | "member" | "admin" | "cron";

export type RouteContext<Q, B, V> = {
  req: NextRequest;
  query: Q;
  body: B;
  viewer: V;
};

export type RouteOptions<
  Q extends Schema | undefined,
  B extends Schema | undefined,
  A extends Access,
> = {
  query?: Q;
  body?: B;
  access?: A;
  /** New (not legacy) endpoints may add `fieldErrors` to a 400, for forms to show beside fields. */
  fieldErrors?: boolean;
  /** Largest accepted body, in bytes (default 100 KB): beyond it, 413 before anything is parsed. */
  maxBodyBytes?: number;
  /** Answers carrying personal data must never be stored by a browser or a proxy. */
  noStore?: boolean;
  /**
   * Accept writes from anywhere: only for a call whose authority is a token in its address
   * (RFC 8058's one-click unsubscribe, posted by mail providers), never one that uses the session.
   */
  anyOrigin?: boolean;
};

type ViewerFor<A extends Access> = A extends "admin"
  ? AdminViewer
  : A extends "member"
    ? Viewer
    : A extends "cron"
      ? null
      : Viewer | null;

type Result = Response | Record<string, unknown>;

export const DEFAULT_MAX_BODY_BYTES = 100 * 1024;

export function apiRoute<
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Access = "public",
>(
  options: RouteOptions<Q, B, A>,
  handler: (context: RouteContext<Infer<Q>, Infer<B>, ViewerFor<A>>) => Promise<Result>,
) {
  return async (req: NextRequest): Promise<Response> => {
    const response = await run();
    if (options.noStore) response.headers.set("Cache-Control", "private, no-store");
    return response;

    async function run(): Promise<Response> {
      try {
        if (isMutation(req.method) && !options.anyOrigin) assertSameOrigin(req);
        const viewer = await authorise(req, options.access ?? "public");
        const query = options.query
          ? parseOrThrow(options.query, Object.fromEntries(req.nextUrl.searchParams))
          : undefined;
        const body = options.body
          ? parseOrThrow(options.body, await readJson(req, options.maxBodyBytes))
          : undefined;
        const context = { req, query, body, viewer } as RouteContext<
          Infer<Q>,
          Infer<B>,
          ViewerFor<A>
        >; // why: the access check above narrowed the viewer
        const result = await handler(context);
        if (result instanceof Response) return result;
        return Response.json({ success: true, ...result });
      } catch (error) {
        unstable_rethrow(error);
        return errorResponse(error, { fieldErrors: options.fieldErrors });
      }
    }
  };
}

async function authorise(req: NextRequest, access: Access): Promise<Viewer | null> {
  if (access === "cron") {
    assertCronCaller(req);
    return null;
  }
  const viewer = await getViewerFromRequest(req);
  if (access === "member") assertViewer(viewer);
  if (access === "admin") return assertAdminViewer(assertViewer(viewer));
  return viewer;
}

export function errorResponse(error: unknown, options: { fieldErrors?: boolean } = {}): Response {
  if (error instanceof AppError) {
    const headers = new Headers();
    if (error instanceof RateLimitError)
      headers.set("Retry-After", String(error.retryAfterSeconds));
    const fieldErrors =
      options.fieldErrors && Object.keys(error.fieldErrors).length > 0
        ? { fieldErrors: error.fieldErrors }
        : {};
    return Response.json(
      { success: false, error: error.message, ...error.answer, ...fieldErrors },
      { status: error.status, headers },
    );
  }
  console.error("[api] unexpected error:", error);
  return Response.json(
    { success: false, error: "Erreur interne du serveur. Veuillez réessayer plus tard." },
    { status: 500 },
  );
}

/** The JSON body (at most `maxBytes`), or a French 400/413, for handlers whose body schema depends on the action. */
export async function readJson(req: Request, maxBytes = DEFAULT_MAX_BODY_BYTES): Promise<unknown> {
  const text = await readText(req, maxBytes);
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError("Requête invalide\u00a0: un corps JSON est attendu.");
  }
}

/** The body as text, stopped as soon as it passes `maxBytes` (a declared length is checked first). */
export async function readText(req: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(
    req,
    maxBytes,
    () =>
      new PayloadTooLargeError(
        `Requête trop volumineuse (${Math.floor(maxBytes / 1024)} Ko au plus).`,
      ),
  );
  return bytes ? Buffer.from(bytes).toString("utf8") : "";
}

function isMutation(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
}

/**
 * Browsers send Origin on every cross-site and same-site POST/PUT/DELETE; a mismatch is a forged
 * request. Calls without Origin (scripts, curl) carry no ambient browser credentials to abuse.
 */
export function assertSameOrigin(req: NextRequest): void {
  const origin = req.headers.get("origin");
  if (req.headers.get("sec-fetch-site") === "cross-site")
    throw new ForbiddenError("Origine refusée.");
  if (!origin) return;
  const allowed = new Set([env.siteUrl, req.nextUrl.origin]);
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  if (host) {
    const protocol = req.headers.get("x-forwarded-proto") ?? req.nextUrl.protocol.replace(":", "");
    allowed.add(`${protocol}://${host}`);
  }
  if (!allowed.has(origin)) throw new ForbiddenError("Origine refusée.");
}

/** `Authorization: Bearer <CRON_SECRET>`, compared in constant time; refused when no secret is set. */
function assertCronCaller(req: NextRequest): void {
  const secret = getCronSecret();
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  const expected = Buffer.from(secret ?? "");
  const actual = Buffer.from(given);
  if (!secret || actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new UnauthorizedError("Appel non autorisé.");
  }
}
