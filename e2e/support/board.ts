// The five offices of the board as visitors read them on /bureau and /contactez-nous (written
// here, not read from lib/union: the specs check the words the pages show).
export const BOARD_OFFICE_TITLES = [
  "Président",
  "Vice-président",
  "Secrétaire général",
  "Trésorier",
  "Trésorier adjoint",
] as const;
