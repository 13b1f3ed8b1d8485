"use client";

import Link from "next/link";
import { profileEditPath } from "@/lib/urls";
import { JoinButton } from "./join-button";
import { useAccount } from "./use-account";

/**
 * The header's money button: "J'adhère au SRH" for visitors, "Mon adhésion" (the payment tab:
 * state, amount, dates and actions) for a logged-in member (issue #17).
 */
export function MembershipButton({ className = "" }: { className?: string }) {
  const account = useAccount();
  if (!account) return <JoinButton className={className} />;
  return (
    <Link
      href={profileEditPath(account.id, "payment")}
      className={`inline-flex items-center whitespace-nowrap rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-accent-500 ${className}`}
    >
      Mon adhésion
    </Link>
  );
}
