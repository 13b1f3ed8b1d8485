export default function Loading() {
  return (
    <p role="status" className="mx-auto max-w-4xl px-4 py-20 text-slate-600">
      Chargement de la FAQ…
    </p>
  );
}
