/** Minor units of `currency` as the language writes money, e.g. 5000 EUR → "€50.00" / "50,00 €". */
export function money(language: string, amount: number, currency: string): string {
  const format = new Intl.NumberFormat(language, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}

/** The decimal amount a person typed ("12.50", "12,50") in minor units of `currency`; undefined when it is not a number. */
export function minorUnits(typed: string, currency: string): number | undefined {
  const value = Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(value) || typed.trim() === '') return undefined;
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(value * 10 ** digits);
}

export function dateTime(language: string, iso: string | null | undefined): string {
  return iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '—';
}
