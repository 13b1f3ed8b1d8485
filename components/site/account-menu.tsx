import Link from "next/link";

/** Account area of the header: 'Login' for visitors (the member menu comes with sessions). */
export function AccountMenu() {
  return (
    <Link
      href="/login"
      className="inline-flex items-center rounded-md border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      Login
    </Link>
  );
}
