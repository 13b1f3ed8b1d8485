import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL from the schema; it never opens the server's database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema/index.ts",
  out: "./lib/db/migrations",
});
