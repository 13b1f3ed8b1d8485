import type { Metadata } from "next";
import { PageHeader } from "@/components/site/page-header";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/page-metadata";
import type { TierInfo } from "@/lib/membership/tiers";
import type { ClientPaymentStep } from "../jadhere-au-srh/actions";
import { site } from "@/lib/site";
import { SignupForm } from "../jadhere-au-srh/signup-form";

export const signupMetadata: Metadata = pageMetadata({
  title: "J’adhère au SRH",
  description:
    "Adhérer au Syndicat des Radiologues Hospitaliers\u00a0: première année offerte, 66 % de la cotisation en crédit d’impôt.",
  path: "/jadhere-au-srh",
});

/** /jadhere-au-srh: the signup form with the tiers offered to the public. */
export function SignupView({
  tiers,
  firstChargeOn,
  welcome,
}: {
  tiers: TierInfo[];
  firstChargeOn: string;
  welcome: Extract<ClientPaymentStep, { kind: "done" }> | null;
}) {
  return (
    <>
      <PageHeader
        title="J’adhère au SRH"
        subtitle="Rejoignez le syndicat des radiologues hospitaliers"
      />
      <div className="mx-auto max-w-6xl space-y-3 px-4 pt-8">
        <p className="rounded-md bg-green-50 p-4 font-semibold text-green-900">
          La première année d’adhésion est offerte, quel que soit le type d’adhésion.
        </p>
        <p className="rounded-md bg-brand-50 p-4 text-brand-900">
          66 % de votre cotisation ouvrent droit à un crédit d’impôt (art. 199 quater C du CGI).
        </p>
        <p className="rounded-md bg-slate-100 p-4 text-slate-800">
          Déjà inscrit&nbsp;?{" "}
          <a href="/login" className="font-semibold underline">
            Connectez-vous
          </a>{" "}
          et renouvelez votre adhésion depuis votre profil, rubrique « Mon adhésion ».
        </p>
        <noscript>
          <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-900">
            L’adhésion en ligne a besoin de JavaScript (le choix de la formule, le code envoyé par
            e-mail et le paiement sécurisé) : activez-le dans votre navigateur, ou écrivez-nous
            depuis la page{" "}
            <a href="/contactez-nous" className="font-semibold underline">
              Contactez-nous
            </a>
            .
          </p>
        </noscript>
      </div>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[3fr_1fr]">
        <SignupForm
          tiers={tiers.map((tier) => ({
            id: tier.id,
            title: tier.title,
            priceCents: tier.priceCents,
            actualCostCents: tier.actualCostCents,
            description: tier.description,
          }))}
          publishableKey={env.STRIPE_PUBLISHABLE_KEY ?? null}
          firstChargeOn={firstChargeOn}
          welcome={welcome}
        />
        <aside className="h-fit space-y-4 rounded-xl bg-brand-50 p-6 text-slate-700">
          <h2 className="text-lg font-bold text-brand-900">Pourquoi adhérer&nbsp;?</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>Défense de vos intérêts statutaires et de la radiologie hospitalière</li>
            <li>Information réservée aux adhérents&nbsp;: FAQ, documents, communiqués</li>
            <li>Accompagnement juridique et conseil</li>
            <li>Représentation auprès des tutelles et des instances</li>
          </ul>
          <h2 className="text-lg font-bold text-brand-900">Une question&nbsp;?</h2>
          <p>
            <a href="/contactez-nous" className="underline">
              Contactez-nous
            </a>{" "}
            ou écrivez à{" "}
            <a href={`mailto:${site.email}`} className="underline">
              {site.email}
            </a>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
