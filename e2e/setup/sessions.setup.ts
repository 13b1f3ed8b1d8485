import { test as setup } from "@playwright/test";
import { loginAs } from "../support/auth";
import { adminState, DEMO_ADMIN, DEMO_MEMBER, memberState } from "../support/roles";

// The demo member and admin log in once per run through the login page, with the code read from
// the outbox; every spec reuses these sessions (login codes are limited per address and per IP).
// The two logins run side by side: every other project waits for them.
setup.describe.configure({ mode: "parallel" });
for (const [role, account, file] of [
  ["member", DEMO_MEMBER, memberState],
  ["admin", DEMO_ADMIN, adminState],
] as const) {
  setup(
    `[${role.toUpperCase()}] logs in through the login page and the outbox`,
    async ({ page }) => {
      await page.goto("/login");
      await loginAs(page, account.email);
      await page
        .getByRole("button", { name: `${account.firstname} ${account.lastname}` })
        .waitFor();
      await page.context().storageState({ path: file });
    },
  );
}
