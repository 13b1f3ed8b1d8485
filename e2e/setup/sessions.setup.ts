import { request as playwrightRequest, test as setup } from "@playwright/test";
import { loginThroughApi } from "../support/outbox";
import { adminState, DEMO_ADMIN, DEMO_MEMBER, memberState } from "../support/roles";

for (const [role, account, file] of [
  ["member", DEMO_MEMBER, memberState],
  ["admin", DEMO_ADMIN, adminState],
] as const) {
  setup(`logs in the demo ${role} once for the run`, async ({ baseURL }) => {
    const context = await playwrightRequest.newContext({ baseURL });
    await loginThroughApi(context, account.email);
    await context.storageState({ path: file });
    await context.dispose();
  });
}
