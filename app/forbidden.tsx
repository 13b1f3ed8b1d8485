import { AccessDenied } from "@/components/auth/access-denied";

// Rendered with HTTP 403 when a page calls forbidden() (a logged-in non-admin in /admin).
export default function Forbidden() {
  return <AccessDenied />;
}
