/** Minor units of `currency` as the language writes money, e.g. 5000 EUR → "€50.00" / "50,00 €". */
export function money(language: string, amount: number, currency: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency }).format(
    amount / 10 ** fractionDigits(currency),
  );
}

/** The decimal amount a person typed ("12.50", "12,50") in minor units of `currency`; undefined when it is not a number. */
export function minorUnits(typed: string, currency: string): number | undefined {
  const value = Number(typed.trim().replace(',', '.'));
  if (!Number.isFinite(value) || typed.trim() === '') return undefined;
  return Math.round(value * 10 ** fractionDigits(currency));
}

/** The currency's minor-unit digits (2 for EUR, 0 for JPY); 2 for a code Intl does not know, which the service then refuses by name. */
function fractionDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function dateTime(language: string, iso: string | null | undefined): string {
  return iso
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
    : '—';
}
