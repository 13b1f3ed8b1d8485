import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import type { Metadata } from "next";
import { NewsletterComposer } from "@/components/newsletter/composer/newsletter-composer";
import { PageHeader } from "@/components/site/page-header";
import { listTiers } from "@/lib/membership/tiers";
import { memberStateFilterLabels } from "@/lib/membership/labels";
import { MEMBERSHIP_STATES } from "@/lib/membership/state";
import { getNewsletterOverview } from "@/lib/newsletter/overview";
import { listNewsletterDrafts } from "@/lib/newsletter/drafts";
import {
  countRecipientsAction,
  deleteNewsletterDraftAction,
  saveNewsletterDraftAction,
} from "./actions";

export const metadata: Metadata = { title: "Lettre d’information", robots: { index: false } };
export const dynamic = "force-dynamic";

// /admin/newsletter – the composer (spec §2): title, content, recent publications, preview,
// sending, progress and history. The admin layout has checked the role; the calls check it again.
export default async function AdminNewsletterPage() {
  const admin = await requireAdmin();
  const [overview, tiers, drafts] = await Promise.all([
    getNewsletterOverview(admin),
    listTiers(),
    listNewsletterDrafts(admin),
  ]);
  return (
    <>
      <AdminNav current="newsletter" />
      <PageHeader
        title="Lettre d’information"
        subtitle="Préparation et envoi de la lettre d’information"
      />
      <NewsletterComposer
        viewerId={admin.id}
        initial={overview}
        countRecipients={countRecipientsAction}
        drafts={drafts}
        saveDraft={saveNewsletterDraftAction}
        deleteDraft={deleteNewsletterDraftAction}
        tiers={tiers}
        states={MEMBERSHIP_STATES.map((state) => ({
          id: state,
          title: memberStateFilterLabels[state],
        }))}
      />
    </>
  );
}
