/** Size in KB as spec §3 shows it: bytes / 1024, whole number; a file under 512 bytes says "< 1 KB". */
export function formatFileSizeKb(bytes: number | null | undefined): string {
  const size = bytes ?? 0;
  if (size > 0 && size < 512) return "< 1 KB";
  return `${Math.round(size / 1024)} KB`;
}

const wholeEuros = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const eurosAndCents = new Intl.NumberFormat("fr-FR", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
});

/** 12000 → "120 €", 1250 → "12,50 €" (money is stored in cents): cents are shown as two digits or not at all. */
export function formatEuros(cents: number): string {
  return (cents % 100 === 0 ? wholeEuros : eurosAndCents).format(cents / 100);
}
