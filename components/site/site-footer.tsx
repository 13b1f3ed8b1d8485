import { Mail, MapPin } from "lucide-react";
import { site } from "@/lib/site";
import { JoinButton } from "./join-button";

const footerLinks = [
  { label: "Présentation", href: "/presentation" },
  { label: "Les statuts", href: "/statuts" },
  { label: "Contactez-nous", href: "/contactez-nous" },
  // The letters' archive is in no menu: the footer links it.
  { label: "Les lettres d’information", href: "/publications?type=newsletter" },
  { label: "Politique de confidentialité", href: "/privacy" },
];

export function SiteFooter() {
  // Rendered at build or revalidation time: the year changes with the next render, which
  // happens at least on every deployment and content change.
  const year = new Date().getFullYear();
  return (
    <footer className="no-print mt-16 bg-brand-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-semibold text-white">
            {site.name} – {site.longName}
          </p>
          <p className="mt-2 text-sm leading-relaxed">{site.tagline}</p>
          <JoinButton className="mt-5" />
        </div>
        <address className="text-sm not-italic">
          <p className="font-semibold text-white">Nous écrire</p>
          <p className="mt-3 flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {site.address.street}
              <br />
              {site.address.postalCode} {site.address.city}
            </span>
          </p>
          <p className="mt-2 flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a
              className="underline underline-offset-2 hover:text-white"
              href={`mailto:${site.email}`}
            >
              {site.email}
            </a>
          </p>
        </address>
        <nav aria-label="Liens du pied de page" className="text-sm">
          <p className="font-semibold text-white">Le syndicat</p>
          <ul className="mt-3 space-y-2">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a className="underline underline-offset-2 hover:text-white" href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-white/10 px-4 py-4 text-center text-xs">
        © {year} {site.name} – {site.longName}. Tous droits réservés.
      </p>
    </footer>
  );
}
