import { z } from "zod";
import { renderReceiptPdf } from "@/lib/attestations/pdf";
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/other-methods";
import { recordAudit } from "@/lib/audit";
import { getDb } from "@/lib/db";
import { NotFoundError } from "@/lib/errors";
import { receiptFileName } from "@/lib/email/templates/receipt-text";
import { paymentReceiptData } from "@/lib/payments/receipts";

export const dynamic = "force-dynamic";

const query = z.object({ id: z.uuid({ error: "Identifiant de paiement invalide." }) });

// GET /profile/recu?id= – a paid payment's receipt (PDF), for its member or an administrator.
// Another member's payment, a failed, pending or cancelled one answer like an unknown id: nobody
// learns whose payments exist.
export const GET = apiRoute(
  { access: "member", query, noStore: true },
  async ({ viewer, query }) => {
    const receipt = await paymentReceiptData(query.id);
    if (!receipt || (receipt.userId !== viewer.id && !viewer.isAdmin))
      throw new NotFoundError("Reçu introuvable.");
    // An administrator reading a member's receipt is a read of member data: journaled.
    if (receipt.userId !== viewer.id) {
      await recordAudit(getDb(), {
        actor: viewer,
        action: "receipt.download",
        subject: { type: "payment", id: receipt.paymentId },
        memberId: receipt.userId,
        summary: `Reçu ${receipt.number} téléchargé par un administrateur`,
      });
    }
    return new Response(Buffer.from(await renderReceiptPdf(receipt)), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${receiptFileName(receipt)}"`,
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);

export const { POST, PUT, PATCH, DELETE } = otherMethods(["GET"]);
