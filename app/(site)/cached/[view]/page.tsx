import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCachedHomepage } from "@/lib/publications/cached";
import { getCachedLinks } from "@/lib/links/cached";
import { getCachedUnionIdentity } from "@/lib/union/cached";
import { INSTITUTIONAL_PAGES, type InstitutionalPage } from "@/lib/cached-views/rewrites";
import { HomeView, homeMetadata } from "../../_views/home-view";
import { LinksView, linksMetadata } from "../../_views/links-view";
import { OurInformationView, ourInformationMetadata } from "../../_views/nos-informations-view";
import { PresentationView, presentationMetadata } from "../../_views/presentation-view";
import { PrivacyView, privacyMetadata } from "../../_views/privacy-view";
import { WhoWeAreView, whoWeAreMetadata } from "../../_views/qui-sommes-nous-view";
import { StatutesView, statutesMetadata } from "../../_views/statuts-view";

// Visitors' /, /nos-liens and the institutional pages (next.config.ts rewrites them to
// /cached/<view>, lib/cached-views/rewrites.ts). The institutional pages read no database:
// they are rendered here at run time rather than at build time only so that their canonical and
// og:url carry the running SITE_URL. The statutes print the union's legal status (tag `union`).
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

const institutionalPages: Record<
  InstitutionalPage,
  { View: () => React.ReactNode | Promise<React.ReactNode>; metadata: Metadata }
> = {
  presentation: { View: PresentationView, metadata: presentationMetadata },
  statuts: {
    View: async () => <StatutesView legalStatus={(await getCachedUnionIdentity()).legalStatus} />,
    metadata: statutesMetadata,
  },
  privacy: { View: PrivacyView, metadata: privacyMetadata },
  "qui-sommes-nous": { View: WhoWeAreView, metadata: whoWeAreMetadata },
  "nos-informations": { View: OurInformationView, metadata: ourInformationMetadata },
};

function institutionalPage(view: string) {
  return (INSTITUTIONAL_PAGES as readonly string[]).includes(view)
    ? institutionalPages[view as InstitutionalPage]
    : undefined;
}

type Params = Promise<{ view: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { view } = await params;
  if (view === "home") return homeMetadata;
  if (view === "links") return linksMetadata;
  const page = institutionalPage(view);
  if (!page) notFound();
  return page.metadata;
}

export default async function CachedView({ params }: { params: Params }) {
  const { view } = await params;
  if (view === "home") return <HomeView news={await getCachedHomepage()} />;
  if (view === "links") return <LinksView links={await getCachedLinks()} />;
  const page = institutionalPage(view);
  if (!page) notFound();
  return <page.View />;
}
