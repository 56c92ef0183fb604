/** The runtime's canonical spelling of an IANA time zone name, or null when it knows no such zone. */
export function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** A moment as a reader in that zone and language writes it, with the zone named and the UTC instant kept. */
export function localMoment(at: Date, settings: { locale: 'en' | 'de'; timeZone: string }): string {
  const local = new Intl.DateTimeFormat(settings.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: settings.timeZone,
  }).format(at);
  return `${local} ${settings.timeZone} (${at.toISOString()})`;
}
