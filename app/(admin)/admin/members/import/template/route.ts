import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { importTemplate } from "@/lib/members/csv-format";

// GET /admin/members/import/template – the import's columns and one example row.
export const GET = apiRoute({ access: "admin" }, async () => {
  return new Response(importTemplate(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="modele-import-membres.csv"',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
