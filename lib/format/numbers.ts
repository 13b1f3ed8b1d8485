/** Size in KB as spec §3 shows it: bytes / 1024, whole number. */
export function formatFileSizeKb(bytes: number | null | undefined): string {
  return `${Math.round((bytes ?? 0) / 1024)} KB`;
}

const euros = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 2, minimumFractionDigits: 0 });

/** 12000 → "120 €" (money is stored in cents). */
export function formatEuros(cents: number): string {
  return euros.format(cents / 100);
}
