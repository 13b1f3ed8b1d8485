import { requireAdmin } from "@/lib/auth/access";

// Every /admin page: visitors go to /login, members get « Accès refusé » with 403 (proxy.ts does
// both first). A layout renders in parallel with its page, so this check only sets the status
// early: each page, and each staff query it calls, checks the administrator itself.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return children;
}
