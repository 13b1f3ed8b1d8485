import { test } from "../support/test";
import { checkAccessTable, privateAddresses } from "../support/access-table";

// Every private page and route × visitor, member, another member, a cookie revoked by
// « Déconnexion », an administrator demoted while logged in, and the administrator: no body
// carries what its role may not see (e2e/support/access-table.ts). On PGlite here; on the
// PostgreSQL server in e2e/instances/access-postgres.spec.ts.

test("[AUTHZ] the table of private addresses comes from the page and route files", () => {
  const addresses = privateAddresses();
  for (const address of ["/admin", "/admin/emails", "/admin/journal", "/profile", "/documents"])
    test.expect(addresses).toContain(address);
});

test("[AUTHZ] no response body carries private data to a role that may not see it", async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  await checkAccessTable(baseURL!);
});
