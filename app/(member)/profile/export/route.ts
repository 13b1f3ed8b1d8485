import { apiRoute } from "@/lib/api/handler";
import { exportMemberData } from "@/lib/members/gdpr";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// GET /profile/export – everything the SRH holds about the logged-in member, as a JSON download (GDPR)
export const GET = apiRoute({ access: "member" }, async ({ viewer }) => {
  const data = await exportMemberData(viewer);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mes-donnees-srh.json"',
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
