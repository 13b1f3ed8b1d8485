"use client";

import { notFound } from "next/navigation";

/**
 * Throws notFound() while the server renders the HTML (the answer's status), nothing in the
 * browser: the page the server drew stays as it is, instead of Next's not-found boundary
 * replacing it.
 */
export function NotFoundStatus() {
  if (typeof window === "undefined") notFound();
  return null;
}
