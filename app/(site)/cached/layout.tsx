// The visitor cache (lib/cached-views): each view is rendered on its first request, kept in
// memory, and renewed when its data's tag is revalidated or after ten minutes (scheduled items).
// Nothing here is rendered at build time (generateStaticParams returns nothing), so the build
// never opens the database.
export const revalidate = 600;

export default function CachedViewsLayout({ children }: { children: React.ReactNode }) {
  return children;
}
