import Link from "next/link";
import { CreditCard } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { formatDate, PROFILE_YEAR_RANGE } from "@/lib/format/dates";
import { formatEuros } from "@/lib/format/numbers";

export type MembershipCardData = {
  nextCharge: { at: Date; amountCents: number } | null;
  pastDue: { amountCents: number; retryAt: Date | null; accessEndsAt: Date } | null;
  canPayOnce: boolean;
  manageHref: string;
};

const day = (date: Date) => formatDate(date, PROFILE_YEAR_RANGE);

/**
 * The money part of the profile's "Adhésion" section (issue #17): what the next charge is, what a
 * past-due renewal owes and until when, and the way to the payment tab (state and tier are shown
 * just above it by ProfileDetails).
 */
export function MembershipCard({ data }: { data: MembershipCardData }) {
  return (
    <div className="mt-4 border-t border-slate-100 pt-4">
      <dl className="grid gap-3">
        {data.nextCharge && (
          <div>
            <dt className="text-sm text-slate-600">Prochain prélèvement</dt>
            <dd className="font-semibold">
              {formatEuros(data.nextCharge.amountCents)} le {day(data.nextCharge.at)}
            </dd>
          </div>
        )}
        {data.pastDue && (
          <div>
            <dt className="text-sm text-slate-600">Paiement dû</dt>
            <dd className="font-semibold">
              {formatEuros(data.pastDue.amountCents)}
              <span className="block text-sm font-normal text-slate-700">
                {data.pastDue.retryAt ? `Nouvelle tentative le ${day(data.pastDue.retryAt)}, ` : ""}
                fin de l&apos;adhésion sans paiement le {day(data.pastDue.accessEndsAt)}
              </span>
            </dd>
          </div>
        )}
      </dl>
      <Link href={data.manageHref} className={buttonClass({ size: "sm", className: "mt-3" })}>
        <CreditCard aria-hidden="true" className="size-4" />
        {data.pastDue
          ? "Mettre à jour la carte"
          : data.canPayOnce
            ? "Renouveler l'adhésion"
            : "Gérer le paiement"}
      </Link>
    </div>
  );
}
