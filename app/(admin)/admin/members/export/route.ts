import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { directoryFiltersFrom } from "@/lib/members/directory-filters";
import { exportFileName, exportMembersCsv } from "@/lib/members/csv-files";
import { MEMBERSHIP_STATES } from "@/lib/membership/state";

export const dynamic = "force-dynamic";

// GET /admin/members/export?q=&tier=&state=&sort= – the directory's current view as CSV for
// French spreadsheets (administrators; logged in the journal).
export const GET = apiRoute({ access: "admin", noStore: true }, async ({ req, viewer }) => {
  const filters = directoryFiltersFrom(
    Object.fromEntries(req.nextUrl.searchParams),
    MEMBERSHIP_STATES,
  );
  const stream = await exportMembersCsv(viewer, filters);
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${exportFileName()}"`,
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
