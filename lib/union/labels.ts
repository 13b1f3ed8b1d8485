import type { BOARD_OFFICES } from "@/lib/db/enums";
import { delegateRegions, type RegionId } from "@/lib/content/board";

// The board's words, in one place (admin, /bureau, /contactez-nous, documents). No server code:
// client forms import it.

export type BoardOffice = (typeof BOARD_OFFICES)[number];

export const boardOfficeLabels: Record<BoardOffice, string> = {
  president: "Président",
  "vice-president": "Vice-président",
  "general-secretary": "Secrétaire général",
  treasurer: "Trésorier",
  "deputy-treasurer": "Trésorier adjoint",
};

/** The office as a signature line starts: "Le trésorier, Dr …". */
export const signatureTitles: Record<BoardOffice, string> = {
  president: "Le président",
  "vice-president": "Le vice-président",
  "general-secretary": "Le secrétaire général",
  treasurer: "Le trésorier",
  "deputy-treasurer": "Le trésorier adjoint",
};

export const regionNames = Object.fromEntries(
  delegateRegions.map((region) => [region.id, region.name]),
) as Record<RegionId, string>;

/** The demo's made-up name, shown as such in the admin until staff replace it. */
export const PLACEHOLDER_NAME = "Dr Prénom Nom";
