import { requireAdmin } from "@/lib/auth/access";
import { AdminNav } from "@/components/admin/admin-nav";
import type { Metadata } from "next";
import Link from "next/link";
import { Suspense } from "react";
import { PageHeader } from "@/components/site/page-header";
import { AdminDashboard } from "./dashboard";
import { DraftsList } from "@/components/publications/drafts-list";
import { listPublicationDrafts } from "@/lib/publications/admin-queries";

export const metadata: Metadata = { title: "Zone Admin", robots: { index: false } };

const sections = [
  {
    href: "/admin/members",
    title: "Membres",
    text: "Annuaire des adhérents, profils et paiements.",
  },
  {
    href: "/admin/publications?type=publication",
    title: "Publications",
    text: "Publications et documents du SRH.",
  },
  {
    href: "/admin/publications?type=communique",
    title: "Communiqués",
    text: "Communiqués de presse et positions.",
  },
  { href: "/admin/publications?type=jo", title: "Journal Officiel", text: "Textes officiels." },
  {
    href: "/admin/publications?type=rapport",
    title: "Rapports",
    text: "Rapports institutionnels.",
  },
  {
    href: "/admin/newsletter",
    title: "Lettre d’information",
    text: "Préparation et envoi de la lettre d’information.",
  },
  {
    href: "/admin/attestations",
    title: "Attestations fiscales",
    text: "Attestations annuelles de cotisations\u00a0: émises, corrigées, manquantes.",
  },
  {
    href: "/admin/emails",
    title: "E-mails",
    text: "Messages envoyés par le site, en attente ou en échec.",
  },
  { href: "/faq", title: "FAQ", text: "Questions et réponses réservées aux adhérents." },
  { href: "/nos-liens", title: "Liens", text: "Partenaires et ressources utiles." },
  {
    href: "/admin/bureau",
    title: "Bureau et identité",
    text: "Le bureau, les délégués régionaux et le signataire des attestations.",
  },
  {
    href: "/admin/journal",
    title: "Journal des actions",
    text: "Qui a consulté ou modifié les données des membres et les contenus.",
  },
];

export const dynamic = "force-dynamic";

export default async function AdminHomePage() {
  const admin = await requireAdmin();
  const drafts = await listPublicationDrafts(admin);
  return (
    <>
      <AdminNav current="dashboard" />
      <PageHeader title="Zone Admin" subtitle="Administration du site et des adhésions" />
      {drafts.length > 0 && (
        <div className="mx-auto max-w-6xl px-4 pt-10">
          <DraftsList drafts={drafts} showType />
        </div>
      )}
      <Suspense
        fallback={
          <p role="status" className="mx-auto max-w-6xl px-4 pt-10 text-slate-600">
            Chargement du tableau de bord…
          </p>
        }
      >
        <AdminDashboard />
      </Suspense>
      <ul className="mx-auto grid max-w-6xl gap-4 px-4 py-10 sm:grid-cols-2 lg:grid-cols-3">
        {sections.map((section) => (
          <li key={section.href}>
            <Link
              prefetch={false}
              href={section.href}
              className="block h-full rounded-lg border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
            >
              <span className="block text-lg font-semibold text-brand-900">{section.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
