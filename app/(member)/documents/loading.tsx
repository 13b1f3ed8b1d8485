export default function Loading() {
  return (
    <p role="status" className="mx-auto max-w-6xl px-4 py-20 text-slate-600">
      Chargement des documents…
    </p>
  );
}
