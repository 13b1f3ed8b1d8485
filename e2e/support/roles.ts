import path from "node:path";

// Sessions made once per run by e2e/setup/sessions.setup.ts and reused by every spec
// (`test.use({ storageState: memberState })`): login codes are limited per address and per IP.
export const DEMO_MEMBER = {
  email: "membre@example.org",
  firstname: "Dominique",
  lastname: "Membre",
} as const;
export const DEMO_ADMIN = {
  email: "admin@example.org",
  firstname: "Camille",
  lastname: "Admin",
} as const;

// Playwright runs from the project root (playwright.config.ts).
const authDir = path.resolve("e2e/.auth");
export const memberState = path.join(authDir, "member.json");
export const adminState = path.join(authDir, "admin.json");
