import { cookies } from "next/headers";
import { apiRoute } from "@/lib/api/handler";
import { clearSessionCookies, syncSessionHint } from "@/lib/auth/session";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// GET /api/auth/session – who is logged in, for the header's account menu: `{ user }` in the
// shape next-auth's endpoint had (`isadmin`), or `{}` with the stale cookies cleared; the session
// hint is brought in line with the user's role.
export const GET = apiRoute({ noStore: true }, async ({ viewer }) => {
  if (!viewer) {
    clearSessionCookies(await cookies());
    return Response.json({}, { headers: { "Cache-Control": "private, no-store" } });
  }
  await syncSessionHint(viewer);
  const { id, email, firstname, lastname, isAdmin } = viewer;
  return Response.json({ user: { id, email, firstname, lastname, isadmin: isAdmin } });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
