import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { findAttestationPdf } from "@/lib/attestations/issue";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";

export const dynamic = "force-dynamic";

const query = z.object({ id: z.uuid({ error: "Identifiant d’attestation invalide." }) });

// GET /profile/attestation?id= – a tax attestation's PDF, for its member or an administrator.
// Another member's id answers like an unknown one: nobody learns whose attestations exist.
export const GET = apiRoute(
  { access: "member", query, noStore: true },
  async ({ viewer, query }) => {
    const attestation = await findAttestationPdf(query.id);
    if (!attestation || (attestation.userId !== viewer.id && !viewer.isAdmin))
      throw new NotFoundError("Attestation introuvable.");
    // An administrator reading a member's attestation is a read of member data: journaled.
    if (attestation.userId !== viewer.id) {
      await recordAudit(getDb(), {
        actor: viewer,
        action: "attestation.download",
        subject: { type: "attestation", id: query.id },
        memberId: attestation.userId,
        summary: `Attestation ${attestation.number} téléchargée par un administrateur`,
      });
    }
    return new Response(Buffer.from(attestation.pdf), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="attestation-${attestation.number}.pdf"`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
