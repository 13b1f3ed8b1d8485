"use client";

import { Pencil } from "lucide-react";

/** The pencil that opens an item's editor in place (FAQ, links), named after the item. */
export function EditButton({
  itemName,
  verb,
  onClick,
}: {
  /** The item as people know it (a title, a question). */
  itemName: string;
  /** The spec's word for the action on this screen: "Modifier" (FAQ), "Éditer" (links). */
  verb: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={`${verb} «\u00a0${itemName}\u00a0»`}
      title={verb}
      className="rounded p-2 text-brand-700 hover:bg-brand-50"
    >
      <Pencil aria-hidden="true" className="size-5" />
    </button>
  );
}
