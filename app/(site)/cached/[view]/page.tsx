import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { safeReturnPath } from "@/lib/auth/return-path";
import {
  getCachedBoard,
  getCachedDelegateRegions,
  getCachedHomepage,
  getCachedLinks,
  getCachedPublicTiers,
  getCachedUnionIdentity,
} from "@/lib/visitor-cache";
import {
  INSTITUTIONAL_PAGES,
  VISITOR_PAGES,
  type InstitutionalPage,
  type VisitorPage,
} from "@/lib/visitor-cache/rewrites";
import { BoardView, boardMetadata } from "../../_views/bureau-view";
import { ContactView, contactMetadata } from "../../_views/contact-view";
import { FaqView, faqMetadata } from "../../_views/faq-view";
import { HomeView, homeMetadata } from "../../_views/home-view";
import { LinksView, linksMetadata } from "../../_views/links-view";
import { LoginView, loginMetadata } from "../../_views/login-view";
import { OurInformationView, ourInformationMetadata } from "../../_views/nos-informations-view";
import { PresentationView, presentationMetadata } from "../../_views/presentation-view";
import { PrivacyView, privacyMetadata } from "../../_views/privacy-view";
import { WhoWeAreView, whoWeAreMetadata } from "../../_views/qui-sommes-nous-view";
import { SignupView, signupMetadata } from "../../_views/signup-view";
import { StatutesView, statutesMetadata } from "../../_views/statuts-view";

// Visitors' /, /nos-liens, the institutional pages and the other pages that are the same for every
// visitor (next.config.ts rewrites them to /cached/<view>, lib/visitor-cache/rewrites.ts). The
// institutional pages read no database: they are rendered here at run time rather than at build
// time only so that their canonical and og:url carry the running SITE_URL. The others read
// through the tagged readers of lib/visitor-cache.
export const dynamicParams = true;
export function generateStaticParams(): { view: string }[] {
  return [];
}

const institutionalPages: Record<
  InstitutionalPage,
  { View: () => React.ReactNode; metadata: Metadata }
> = {
  presentation: { View: PresentationView, metadata: presentationMetadata },
  statuts: { View: StatutesView, metadata: statutesMetadata },
  privacy: { View: PrivacyView, metadata: privacyMetadata },
  "qui-sommes-nous": { View: WhoWeAreView, metadata: whoWeAreMetadata },
  "nos-informations": { View: OurInformationView, metadata: ourInformationMetadata },
};

function institutionalPage(view: string) {
  return (INSTITUTIONAL_PAGES as readonly string[]).includes(view)
    ? institutionalPages[view as InstitutionalPage]
    : undefined;
}

const visitorPages: Record<
  VisitorPage,
  { View: () => Promise<React.ReactNode>; metadata: Metadata }
> = {
  bureau: {
    View: async () => {
      const [board, regions] = await Promise.all([getCachedBoard(), getCachedDelegateRegions()]);
      return <BoardView board={board} regions={regions} />;
    },
    metadata: boardMetadata,
  },
  "contactez-nous": {
    View: async () => {
      const [board, identity] = await Promise.all([getCachedBoard(), getCachedUnionIdentity()]);
      return <ContactView board={board} identity={identity} />;
    },
    metadata: contactMetadata,
  },
  faq: { View: async () => <FaqView viewer={null} />, metadata: faqMetadata },
  login: {
    View: async () => <LoginView callbackUrl={safeReturnPath(undefined)} />,
    metadata: loginMetadata,
  },
  "jadhere-au-srh": {
    View: async () => <SignupView tiers={await getCachedPublicTiers()} />,
    metadata: signupMetadata,
  },
};

function visitorPage(view: string) {
  return (VISITOR_PAGES as readonly string[]).includes(view)
    ? visitorPages[view as VisitorPage]
    : undefined;
}

type Params = Promise<{ view: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { view } = await params;
  if (view === "home") return homeMetadata;
  if (view === "links") return linksMetadata;
  const page = institutionalPage(view) ?? visitorPage(view);
  if (!page) notFound();
  return page.metadata;
}

export default async function CachedView({ params }: { params: Params }) {
  const { view } = await params;
  if (view === "home") return <HomeView news={await getCachedHomepage()} />;
  if (view === "links") return <LinksView links={await getCachedLinks()} />;
  const page = institutionalPage(view);
  if (page) return <page.View />;
  const visitor = visitorPage(view);
  if (!visitor) notFound();
  return visitor.View();
}
