import type { IncomingMessage, ServerResponse } from "node:http";

export type Condition = { type: string; key: string; value?: string };
export type CachedViewRule = {
  source: string;
  destination: string;
  has?: Condition[];
  missing?: Condition[];
  tag?: string;
};
export type Target = {
  view: string;
  tag: string;
  canonical: string;
  /** A route handler's answer, kept when the route marks it (not Next's ISR marks). */
  marked?: boolean;
  /** The request's session cookies, checked before answering. */
  sessionCookies?: { name: string; value: string }[];
  /** A member's page this request may be answered as, if its one session cookie decodes. */
  memberPage?: string;
};
/** What the app's decoder tells of a session cookie: its subject and token id. */
export type SessionClaims = { sub: string; jti: string };
export type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export const VISITOR_BYTES: unique symbol;
export const CACHED_VIEWS_PREFIX: string;
export const DEFAULT_MAX_BYTES: number;
export const DEFAULT_TTL_MS: number;
export const DEFAULT_MEMBER_MAX_BYTES: number;
/** A member's page's path → the one query parameter it may carry (a UUID), or null. */
export type MemberPages = Record<string, string | null>;
export const MEMBER_PAGES: MemberPages;
export function memberPageOf(
  pages: MemberPages,
  pathname: string,
  searchParams: URLSearchParams,
): string | null;
export const MEMBERS_TAG: string;
export const VISITOR_PAGES_UNTIL_WRITE: string[];
export const SCRIPT_FREE_VIEWS: string[];
export const KEPT_SCRIPT_ATTRIBUTE: string;
export function withoutNextScripts(html: string): string | null;
export const FILL_HEADER: string;
export function readCachedViewRules(root: string): CachedViewRule[];
export function tagOf(view: string): string;
export const STATIC_TAG: string;
export function readStaticPageRules(root: string): CachedViewRule[];
export function cachedViewOf(
  rules: CachedViewRule[],
  pathname: string,
  searchParams: URLSearchParams,
): Target | null;
export const TAG_HEADER: string;
export const UNTIL_HEADER: string;
export const API_CONTENT_PATH: string;
export function apiViewOf(pathname: string, searchParams: URLSearchParams): Target | null;
export function sessionCookiesOf(
  cookieHeader: string | undefined,
): { name: string; value: string }[];
export function adminHintOf(cookieHeader: string | undefined): string | null;
export function isVisitorRequest(req: Pick<IncomingMessage, "method" | "headers">): boolean;
export function clearingCookies(names: string[]): string[];
export function isMarkedAnswer(status: number, headers: Answer["headers"], tag: string): boolean;
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity";
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;
export function isCacheableAnswer(status: number, headers: Answer["headers"]): boolean;
export function isMemberPageAnswer(status: number, headers: Answer["headers"]): boolean;
export type VisitorBytes = {
  stats: {
    hits: number;
    misses: number;
    stored: number;
    evicted: number;
    invalidated: number;
    junkCookies: number;
    memberHits: number;
  };
  readonly size: { entries: number; bytes: number };
  targetOf(req: IncomingMessage): Target | null;
  /** True once answered; false when the request carries a session (Next must answer it). */
  answer(req: IncomingMessage, res: ServerResponse, target: Target): Promise<boolean>;
  invalidate(tag: string): void;
  clear(): void;
};
export function createVisitorBytes(options: {
  rules: CachedViewRule[];
  fetchView: (canonical: string, options?: { cookie: string }) => Promise<Answer>;
  sessionOf?: (token: string) => Promise<SessionClaims | null>;
  memberPages?: MemberPages;
  memberPagesOn?: () => boolean;
  visitorPagesUntilWrite?: string[];
  maxBytes?: number;
  memberMaxBytes?: number;
  ttlMs?: number;
  now?: () => number;
}): VisitorBytes;
export function loopbackFetcher(options: {
  host: string;
  port: number;
  fillHeader: string;
  fillSecret: string;
}): (canonical: string, options?: { cookie: string }) => Promise<Answer>;
export function newFillSecret(): string;
