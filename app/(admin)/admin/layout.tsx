import { requireAdminPage } from "@/lib/auth/session";

// Every /admin page: visitors go to /login (proxy.ts does it first, with the way back);
// logged-in non-admins get 'Accès refusé' with 403. The role comes from the user row.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdminPage();
  return children;
}
