import { redirect } from "next/navigation";
import { getViewer } from "@/lib/auth/session";

// Members' pages (profile, documents) are behind a session. proxy.ts already sends
// visitors to /login with the way back; this is the second check, next to the data (an expired
// or deleted account still holding a cookie ends here). Pages and actions check again.
export default async function MemberLayout({ children }: { children: React.ReactNode }) {
  if (!(await getViewer())) redirect("/login");
  return children;
}
