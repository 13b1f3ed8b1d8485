import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../../lib/db/client";
import { databaseUrl, uniqueDatabaseName } from "../helpers/postgres-names";

// Migrates one template per database kind, once per run: PGlite is dumped to a file that each
// worker loads once (tests/helpers/databases.ts); on the PostgreSQL server each test file copies
// a template database (CREATE DATABASE … TEMPLATE) and drops it afterwards.

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "srh-vitest-"));
  const pgliteTemplatePath = path.join(dir, "pglite-template.tar.gz");
  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? uniqueDatabaseName("srh_tpl") : null;
  // Side by side: PGlite works in this process, the server in its own.
  await Promise.all([
    (async () => {
      const client = new PGlite();
      await openPglite({ client }).migrate();
      const dump = await client.dumpDataDir("gzip");
      fs.writeFileSync(pgliteTemplatePath, Buffer.from(await dump.arrayBuffer()));
      await client.close();
    })(),
    (async () => {
      if (!serverUrl || !postgresTemplate) return;
      await runOnServer(serverUrl, `create database "${postgresTemplate}"`);
      const template = openPostgres(databaseUrl(serverUrl, postgresTemplate), { max: 1 });
      await template.migrate();
      await template.close();
    })(),
  ]);
  project.provide("pgliteTemplatePath", pgliteTemplatePath);
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) {
      await runOnServer(serverUrl, `drop database if exists "${postgresTemplate}" with (force)`);
    }
  };
}

export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
