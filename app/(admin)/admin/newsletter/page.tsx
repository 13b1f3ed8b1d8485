import type { Metadata } from "next";
import { NewsletterComposer } from "@/components/newsletter/newsletter-composer";
import { PageHeader } from "@/components/site/page-header";
import { listTiers } from "@/lib/members/queries";
import { memberStateFilterLabels, MEMBER_STATES } from "@/lib/members/states";
import { getNewsletterOverview } from "@/lib/newsletter/overview";

export const metadata: Metadata = { title: "Newsletter", robots: { index: false } };
export const dynamic = "force-dynamic";

// /admin/newsletter – the composer (spec §2): title, content, recent publications, preview,
// sending, progress and history. The admin layout has checked the role; the calls check it again.
export default async function AdminNewsletterPage() {
  const [overview, tiers] = await Promise.all([getNewsletterOverview(), listTiers()]);
  return (
    <>
      <PageHeader title="Newsletter" subtitle="Préparation et envoi de la lettre d'information" />
      <NewsletterComposer
        initial={overview}
        tiers={tiers}
        states={MEMBER_STATES.map((state) => ({
          id: state,
          title: memberStateFilterLabels[state],
        }))}
      />
    </>
  );
}
