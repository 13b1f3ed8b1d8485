import { randomBytes } from "node:crypto";
import { test } from "../support/test";
import { checkAccessTable, checkTakeover } from "../support/access-table";
import { createSharedDatabase, startInstances, type Instance } from "../support/instances";

// The body-canary table and the takeover (e2e/access/) on the PostgreSQL server: one production
// instance on a database of its own, migrated and seeded with the demo content.

const serverUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT ?? 3100) + 4;

test.describe.configure({ mode: "serial", timeout: 240_000 });

let instance: Instance | undefined;
let dropDatabase: () => Promise<void> = async () => {};

test.beforeAll(async () => {
  test.setTimeout(150_000);
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const database = await createSharedDatabase(serverUrl);
  dropDatabase = database.drop;
  [instance] = await startInstances([
    { port, databaseUrl: database.url, authSecret: randomBytes(32).toString("hex") },
  ]);
});

test.afterAll(async () => {
  await instance?.stop();
  await dropDatabase();
});

test("[AUTHZ] on PostgreSQL: no response body carries private data to a role that may not see it", async () => {
  await checkAccessTable(instance!.url);
});

test("[AUTHZ] on PostgreSQL: the takeover through a login code ends without an administrator session", async () => {
  await checkTakeover(instance!.url);
});
