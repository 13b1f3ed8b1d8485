/**
 * Shown inside the administration's layout while a page waits for its data. Such a boundary makes
 * Next prefetch every visible link to a dynamic page up to it, again at each view: the admin area's
 * links say prefetch={false} (the navigation alone was 13 renders per screen), a click renders once.
 */
export default function Loading() {
  return (
    <p role="status" className="px-4 py-20 text-slate-600">
      Chargement…
    </p>
  );
}
