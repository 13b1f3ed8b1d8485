import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";
import { renewalDateText } from "@/lib/membership/money-action-texts";
import type { MembershipPanelData } from "./panel-types";

const day = (iso: string) => formatDate(iso, PROFILE_YEAR_RANGE);

/** Where the membership stands: a declined renewal or an expiry first, then validity, renewal, tier, card. */
export function MembershipStatus({
  data,
  heading: Heading,
}: {
  data: MembershipPanelData;
  heading: "h2" | "h3";
}) {
  return (
    <>
      {data.pastDue ? (
        <div
          role="alert"
          className="space-y-1 rounded-md bg-amber-50 p-4 text-amber-900"
          data-testid="past-due"
        >
          <p className="font-semibold">
            Le prélèvement de votre cotisation ({formatEuros(data.pastDue.amountCents)}) a été
            refusé.
          </p>
          <p>
            {data.pastDue.retryAt ? `Prochaine tentative le ${day(data.pastDue.retryAt)}. ` : ""}
            Sans paiement, votre adhésion prendra fin le {day(data.pastDue.accessEndsAt)}.
          </p>
          <p>
            Mettez à jour votre carte&nbsp;: la cotisation due sera prélevée aussitôt avec la
            nouvelle carte.
          </p>
        </div>
      ) : (
        data.state.needsRenewal && (
          <p role="alert" className="rounded-md bg-amber-50 p-4 font-semibold text-amber-900">
            Votre adhésion a expiré&nbsp;: renouvelez-la ci-dessous.
          </p>
        )
      )}
      <section
        aria-labelledby="adhesion-courante"
        className="rounded-lg border border-slate-200 p-5"
      >
        <Heading id="adhesion-courante" className="text-lg font-bold text-brand-900">
          État de l’adhésion
        </Heading>
        <dl className="mt-3 grid gap-2 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">Adhésion</dt>
            <dd className="font-semibold" data-testid="membership-state">
              {data.state.text}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Renouvellement automatique</dt>
            <dd className="font-semibold" data-testid="membership-renewal">
              {data.renewal.label}
              {data.renewal.date && data.renewal.kind !== "none" && (
                <span className="block text-sm font-normal text-slate-700">
                  {renewalDateText(data.renewal.kind, data.renewal.date)}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Type d’adhésion</dt>
            <dd className="font-semibold">
              {data.tier
                ? `${data.tier.title} (${formatEuros(data.tier.priceCents)} / an)`
                : "Non renseigné"}
            </dd>
          </div>
          {data.nextCharge && (
            <div>
              <dt className="text-sm text-slate-600">Prochain prélèvement</dt>
              <dd className="font-semibold" data-testid="next-charge">
                {formatEuros(data.nextCharge.amountCents)} le {day(data.nextCharge.at)}
                <span className="block text-sm font-normal text-slate-700">
                  {data.nextCharge.tierTitle}
                </span>
              </dd>
            </div>
          )}
          {data.pastDue && (
            <>
              <div>
                <dt className="text-sm text-slate-600">Montant dû</dt>
                <dd className="font-semibold" data-testid="amount-due">
                  {formatEuros(data.pastDue.amountCents)}
                </dd>
              </div>
              {data.pastDue.retryAt && (
                <div>
                  <dt className="text-sm text-slate-600">Prochaine tentative</dt>
                  <dd className="font-semibold" data-testid="next-retry">
                    {day(data.pastDue.retryAt)}
                  </dd>
                </div>
              )}
              <div>
                <dt className="text-sm text-slate-600">Fin de l’adhésion sans paiement</dt>
                <dd className="font-semibold" data-testid="access-ends">
                  {day(data.pastDue.accessEndsAt)}
                </dd>
              </div>
            </>
          )}
          {data.card && (
            <div>
              <dt className="text-sm text-slate-600">Carte</dt>
              <dd className="font-semibold" data-testid="card">
                {data.card.brand.toUpperCase()} •••• {data.card.last4}
              </dd>
            </div>
          )}
        </dl>
      </section>
    </>
  );
}
