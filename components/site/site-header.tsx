import { AccountMenu } from "./account-menu";
import { DesktopNav } from "./desktop-nav";
import { HeaderMenusScript } from "./header-menus-script";
import { MembershipButton } from "./membership-button";
import { MobileNav } from "./mobile-nav";
import { PageActionsScript } from "./page-actions-script";
import { SiteLogo } from "./site-logo";

/**
 * Fixed top header (spec §2 "Layout"). A Server Component: the account's buttons are client
 * islands, the menus native HTML with one inline script (header-menus-script.tsx), so the pages
 * that include it stay static and work without React. It also carries the script of the pages'
 * own small actions (page-actions-script.tsx), run before their content is parsed.
 */
export function SiteHeader() {
  return (
    <header className="no-print fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <SiteLogo className="mr-auto lg:mr-2" />
        <DesktopNav />
        <div className="flex min-w-0 items-center gap-2 lg:ml-auto">
          <div className="hidden sm:block">
            <MembershipButton />
          </div>
          <AccountMenu />
          <MobileNav>
            <MembershipButton className="w-full justify-center" />
          </MobileNav>
        </div>
      </div>
      <HeaderMenusScript />
      <PageActionsScript />
    </header>
  );
}
