import { apiRoute } from "@/lib/api/handler";
import { memberDataHtml } from "@/lib/members/data-export-html";
import { exportMemberData } from "@/lib/members/gdpr";
import { otherMethods } from "@/lib/api/other-methods";

export const dynamic = "force-dynamic";

// GET /profile/export – everything the SRH holds about the logged-in member, as a JSON download
// (GDPR), or with ?format=html as a page to read or print
export const GET = apiRoute({ access: "member" }, async ({ viewer, req }) => {
  const data = await exportMemberData(viewer);
  if (req.nextUrl.searchParams.get("format") === "html") {
    return new Response(memberDataHtml(data), {
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="mes-donnees-srh.json"',
      "Cache-Control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
