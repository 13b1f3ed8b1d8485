import { test } from "../support/test";
import { checkTakeover } from "../support/access-table";

test("[AUTHZ] a member who asks a login code for the administrator’s address cannot read it anywhere and ends without an administrator session", async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  await checkTakeover(baseURL!);
});
