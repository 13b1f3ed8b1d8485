import { joinHref } from "@/lib/navigation";

export function JoinButton({ className = "" }: { className?: string }) {
  return (
    <a
      href={joinHref}
      className={`inline-flex items-center whitespace-nowrap rounded-md bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-accent-500 ${className}`}
    >
      J’adhère au SRH
    </a>
  );
}
