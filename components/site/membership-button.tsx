"use client";

import { membershipPath } from "@/lib/urls";
import { JoinButton } from "./join-button";
import { useAccount } from "./use-account";

/**
 * The header's money button: "J'adhère au SRH" for visitors, "Mon adhésion" (the profile's
 * membership: state, amount, dates, actions and receipts) for a logged-in member.
 */
export function MembershipButton({ className = "" }: { className?: string }) {
  const account = useAccount();
  if (!account) return <JoinButton className={className} />;
  return (
    <a
      href={membershipPath(account.id)}
      className={`inline-flex items-center whitespace-nowrap rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-accent-500 ${className}`}
    >
      Mon adhésion
    </a>
  );
}
