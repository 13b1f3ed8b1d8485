import { BookOpen, FileText, Landmark, Mail, Megaphone, type LucideIcon } from "lucide-react";
import type { PublicationType } from "@/lib/db/enums";
import { typeLabel } from "@/lib/publications/labels";

// Each category of spec §3 has its own icon and colour.
const styles: Record<PublicationType, { icon: LucideIcon; className: string }> = {
  publication: { icon: FileText, className: "bg-blue-100 text-blue-900" },
  communique: { icon: Megaphone, className: "bg-rose-100 text-rose-900" },
  newsletter: { icon: Mail, className: "bg-violet-100 text-violet-900" },
  jo: { icon: Landmark, className: "bg-amber-100 text-amber-900" },
  rapport: { icon: BookOpen, className: "bg-emerald-100 text-emerald-900" },
};

export function CategoryBadge({
  type,
  className = "",
}: {
  type: PublicationType;
  className?: string;
}) {
  const { icon: Icon, className: colours } = styles[type];
  return (
    <span className={`category-badge ${colours} ${className}`}>
      <Icon aria-hidden="true" className="size-3.5" />
      {typeLabel(type)}
    </span>
  );
}
