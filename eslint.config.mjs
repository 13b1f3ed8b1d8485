import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment through lib/env.ts only.",
        },
      ],
    },
  },
  {
    // The environment module, configuration files and standalone scripts are the allowed readers of process.env.
    files: ["lib/env.ts", "*.config.*", "scripts/**", "e2e/**", "tests/**", "instrumentation.ts"],
    rules: { "no-restricted-properties": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    ".data/**",
    ".data-*/**",
    "lib/db/migrations/**",
    "playwright-report/**",
    "test-results/**",
  ]),
]);
