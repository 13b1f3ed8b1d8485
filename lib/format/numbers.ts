const oneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/**
 * A file's size in French units (spec §3 counts bytes / 1024): « < 1 Ko » under 512 bytes,
 * whole Ko below 1 Mo, then Mo with one decimal (« 1,5 Mo », « 10 Mo »). No-break space before the unit.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  const size = bytes ?? 0;
  if (size > 0 && size < 512) return "<\u00a01\u00a0Ko";
  const kilobytes = Math.round(size / 1024);
  if (kilobytes < 1024) return `${kilobytes}\u00a0Ko`;
  return `${oneDecimal.format(size / (1024 * 1024))}\u00a0Mo`;
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
