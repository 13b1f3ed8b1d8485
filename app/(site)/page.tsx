import Link from "next/link";
import { site } from "@/lib/site";

export default function HomePage() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-20">
        <h1 className="text-4xl font-bold">{site.longName}</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{site.description}</p>
        <Link href="/presentation" className="mt-8 inline-block rounded-md bg-white px-5 py-3 font-semibold text-brand-800">
          Nous découvrir
        </Link>
      </div>
    </section>
  );
}
