"use client";

import { usePathname } from "next/navigation";
import { renewalBannerText } from "@/lib/membership/labels";
import { profileEditPath } from "@/lib/urls";
import { useAccount } from "./use-account";

// A member whose renewal failed or whose membership expired sees, on public pages too, the
// banner the members' pages show (their layout renders it on the server: not repeated there).

const MEMBER_PAGES = ["/profile", "/documents"];

export function RenewalNotice() {
  const account = useAccount();
  const pathname = usePathname();
  if (!account?.renewal) return null;
  if (MEMBER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`)))
    return null;
  return (
    <div role="status" className="bg-amber-50 px-4 py-3 text-center text-amber-900">
      {renewalBannerText(account.renewal)}{" "}
      <a href={profileEditPath(account.id, "payment")} className="font-semibold underline">
        Renouveler mon adhésion
      </a>
    </div>
  );
}
