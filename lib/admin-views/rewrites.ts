// The administrators' editing views of two public pages. /faq and /nos-liens carry editing tools
// for administrators (spec §2), but Next ships the code of every client component a page may
// render to everyone who opens it: an administrator's page must be another route for visitors
// and members to receive none of it. next.config.ts sends /faq and /nos-liens there when the
// session hint says "admin" (lib/auth/session-hint.ts); the views read the user row again and
// show the members' page to anyone else. proxy.ts keeps them unreachable directly.
// next.config.ts loads this file: relative imports only, no server code.
import { ADMIN_SESSION_HINT, SESSION_HINT_COOKIE } from "../auth/session-hint";

export const ADMIN_VIEWS_PREFIX = "/admin-views";

type Rewrite = {
  source: string;
  destination: string;
  has: { type: "cookie"; key: string; value: string }[];
};

export function adminViewRewrites(): Rewrite[] {
  const admin = [{ type: "cookie" as const, key: SESSION_HINT_COOKIE, value: ADMIN_SESSION_HINT }];
  return [
    { source: "/faq", has: admin, destination: `${ADMIN_VIEWS_PREFIX}/faq` },
    { source: "/nos-liens", has: admin, destination: `${ADMIN_VIEWS_PREFIX}/links` },
  ];
}
