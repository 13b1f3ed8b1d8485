import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { adminViewRewrites } from "./lib/admin-views/rewrites";
import { cachedViewRewrites } from "./lib/cached-views/rewrites";

// Stripe.js and its card field's frames (docs.stripe.com/security/guide, Content Security Policy).
// On every page, not only the payment step: a client-side navigation to /jadhere-au-srh keeps the
// policy of the page the visitor came from. Stripe.js itself is fetched on the payment step only.
const STRIPE_SCRIPTS = "https://js.stripe.com https://*.js.stripe.com";
const STRIPE_FRAMES = "https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com";
const STRIPE_API = "https://api.stripe.com";

// Security baseline sent with every response (spec §7). Scripts need 'unsafe-inline' because
// cached pages cannot carry a per-request nonce; rich text is sanitised on the server instead.
function securityHeaders(isDev: boolean) {
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${isDev ? " 'unsafe-eval'" : ""} ${STRIPE_SCRIPTS}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${isDev ? " ws:" : ""} ${STRIPE_API}`,
    `frame-src 'self' ${STRIPE_FRAMES}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
  return [
    { key: "Content-Security-Policy", value: csp },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(self), usb=()",
    },
    // Browsers ignore HSTS over plain http (RFC 6797 §8.1), so localhost is unaffected.
    ...(isDev
      ? []
      : [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]),
  ];
}

export default function config(phase: string): NextConfig {
  const isDev = phase === PHASE_DEVELOPMENT_SERVER;
  return {
    reactStrictMode: true,
    experimental: {
      // Turbopack keeps its build cache in .next/cache for the next build: CI builds a clean clone
      // once, so writing it there is only a cost (10 s of a slow run).
      turbopackFileSystemCacheForBuild: !process.env.CI,
      // forbidden() answers a logged-in non-admin in /admin with the 'Accès refusé' screen and 403.
      authInterrupts: true,
    },
    poweredByHeader: false,
    // Rendered pages and cached data in memory (a new or reset database never meets pages rendered
    // from another), expired by tag on every instance of a PostgreSQL server. Vercel keeps its own.
    cacheHandler: process.env.VERCEL
      ? undefined
      : path.join(process.cwd(), "lib/cache-handler.mjs"),
    // The build does not check types again: `npm run typecheck` does (CI's first guard, before
    // any build), and the build's own pass cost CI a minute on a loaded machine.
    typescript: { ignoreBuildErrors: true },
    // PGlite loads its WebAssembly and data files from its own package directory (STACK-NOTES.md §1).
    serverExternalPackages: ["@electric-sql/pglite", "@react-pdf/renderer"],
    // The PDFs' font is read from its package at run time (lib/attestations/pdf.tsx): traced in.
    outputFileTracingIncludes: {
      "/**": ["./node_modules/@fontsource/inter/files/inter-latin-{400,700}-normal.woff"],
    },
    // Stored pictures are optimised by next/image; other sources are shown unoptimised. They are
    // at most 1,600 px wide (lib/files/upload-rules.ts): a wider variant would resend the original.
    images: {
      localPatterns: [{ pathname: "/images/**", search: "" }],
      qualities: [75],
      deviceSizes: [640, 750, 828, 1080, 1200, 1600],
    },
    // The legacy /content?type= link (spec §2) is now the publication list; the query string follows.
    async redirects() {
      return [{ source: "/content", destination: "/publications", permanent: true }];
    },
    // Visitors' public pages come from the cached views (lib/cached-views); administrators' /faq
    // and /nos-liens from their editing views (lib/admin-views).
    async rewrites() {
      return {
        beforeFiles: [...cachedViewRewrites(), ...adminViewRewrites()],
        afterFiles: [],
        fallback: [],
      };
    },
    async headers() {
      const headers = securityHeaders(isDev);
      return [
        { source: "/((?!api/files$).*)", headers },
        // Downloads set their own Content-Security-Policy (a PDF viewer needs object-src).
        {
          source: "/api/files",
          headers: headers.filter((header) => header.key !== "Content-Security-Policy"),
        },
      ];
    },
  };
}
