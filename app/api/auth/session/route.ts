import { cookies } from "next/headers";
import { apiRoute } from "@/lib/api/handler";
import { clearSessionCookies, syncSessionHint } from "@/lib/auth/session";
import { otherMethods } from "@/lib/api/other-methods";
import { membershipStateOf } from "@/lib/membership/reads";

export const dynamic = "force-dynamic";

// GET /api/auth/session – who is logged in, for the header's account menu: `{ user }` in the
// shape next-auth's endpoint had (`isadmin`), or `{}` with the stale cookies cleared; the session
// hint is brought in line with the user's role. `renewal` says when the membership needs renewing
// (past_due or expired): public pages show the members' banner too.
export const GET = apiRoute({ noStore: true }, async ({ viewer }) => {
  if (!viewer) {
    clearSessionCookies(await cookies());
    return Response.json({}, { headers: { "Cache-Control": "private, no-store" } });
  }
  await syncSessionHint(viewer);
  const { id, email, firstname, lastname, isAdmin } = viewer;
  const { state } = (await membershipStateOf(id)).state;
  const renewal = state === "past_due" || state === "expired" ? state : null;
  return Response.json({ user: { id, email, firstname, lastname, isadmin: isAdmin, renewal } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
