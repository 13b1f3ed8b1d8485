import { LoaderCircle } from "lucide-react";

export default function Loading() {
  return (
    <p
      role="status"
      className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-20 text-slate-600"
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      Chargement des liens...
    </p>
  );
}
