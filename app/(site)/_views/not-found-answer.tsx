import { Suspense } from "react";
import { NotFoundStatus } from "./not-found-status";

/**
 * A cached view's 404, drawn by the server: `children` (what the 404 says) in the page, and the
 * 404 status from a notFound() thrown, while the server renders the HTML, inside a Suspense
 * boundary of its own. A page's notFound() outside any boundary answers an empty
 * document whose 404 only JavaScript draws (vercel/next.js#98295); inside one, a cached view's
 * render (a prerender) keeps the page and answers 404.
 */
export function NotFoundAnswer({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
