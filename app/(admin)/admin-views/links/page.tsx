import { LinkCardActions, LinkFormSlot, LinksAdminProvider, NewLinkButton } from "./links-admin";
import { AdminNav } from "@/components/admin/admin-nav";
import { getViewer } from "@/lib/auth/session";
import { listLinks } from "@/lib/links/queries";
import { LinksView, linksMetadata } from "@/app/(site)/_views/links-view";

// Administrators' /nos-liens (lib/admin-views): 'Nouveau lien', the inline form and the card
// actions (spec §2, §4). Anyone else sent here by a stale session hint gets the public page.
export const dynamic = "force-dynamic";
export const metadata = linksMetadata;

export default async function AdminLinksView() {
  const [viewer, links] = await Promise.all([getViewer(), listLinks()]);
  if (!viewer?.isAdmin) return <LinksView links={links} />;
  return (
    <LinksAdminProvider>
      <AdminNav current="links" />
      <LinksView
        links={links}
        admin={{
          headerAction: <NewLinkButton />,
          form: <LinkFormSlot />,
          cardActions: (link) => (
            <LinkCardActions
              link={{
                id: link.id,
                title: link.title,
                url: link.url,
                category: link.category,
                logo: link.logo,
                picture: link.picture,
                description: link.description,
              }}
            />
          ),
        }}
      />
    </LinksAdminProvider>
  );
}
