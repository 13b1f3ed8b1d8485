// npm start – builds if needed, then serves the site (scripts/serve.mjs); the server itself
// migrates the database and seeds the demo content on an empty embedded database
// (instrumentation.ts).
import { buildIfNeeded } from "./lib/build.mjs";
import { serve, settings } from "./serve.mjs";

process.env.NEXT_TELEMETRY_DISABLED = "1";
buildIfNeeded();
process.env.NODE_ENV = "production";
await serve(settings());
