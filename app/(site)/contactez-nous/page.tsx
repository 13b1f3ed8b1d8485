import { getBoard, getUnionIdentity } from "@/lib/union/queries";
import { ContactView, contactMetadata } from "../_views/contact-view";

// Rendered per request for logged-in members; visitors get the cached view
// (/cached/contactez-nous, lib/cached-views), dropped whenever staff save the board or the
// identity (tag `union`).
export const dynamic = "force-dynamic";
export const metadata = contactMetadata;

export default async function ContactPage() {
  const [board, identity] = await Promise.all([getBoard(), getUnionIdentity()]);
  return <ContactView board={board} identity={identity} />;
}
