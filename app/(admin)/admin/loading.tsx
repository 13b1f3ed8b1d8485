/** Shown inside the administration's layout while a page waits for its data. */
export default function Loading() {
  return (
    <p role="status" className="px-4 py-20 text-slate-600">
      Chargement…
    </p>
  );
}
