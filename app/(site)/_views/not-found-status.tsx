"use client";

import { notFound } from "next/navigation";

/**
 * Throws notFound() while the server renders the HTML (the answer's status), nothing in the
 * browser: the page the server drew stays as it is, instead of the route's not-found.tsx
 * replacing it with the same words.
 */
export function NotFoundStatus() {
  if (typeof window === "undefined") notFound();
  return null;
}
