import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { importTemplate } from "@/lib/members/csv-format";
import { listTiers } from "@/lib/membership/tiers";

// GET /admin/members/import/template – the import's columns and one example row.
export const GET = apiRoute({ access: "admin" }, async () => {
  const tiers = await listTiers();
  const example = tiers.find((tier) => tier.id === "practicing") ?? tiers[0];
  return new Response(importTemplate(example?.title ?? ""), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="modele-import-membres.csv"',
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
