import Negotiator from 'negotiator';

/** The languages the prose documents (skill.md, llms.txt, AGENTS.md) are written in; the first is the default. */
export const DOCUMENT_LANGUAGES = ['en', 'de'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * The language to answer in: the `locale` query parameter when given (validated against the same list by the
 * gateway), otherwise the best match of `Accept-Language` by its q-values, otherwise English.
 */
export function documentLanguage(
  query: Readonly<Record<string, unknown>>,
  headers: Readonly<Record<string, string>> = {},
): DocumentLanguage {
  const asked = query.locale;
  if (typeof asked === 'string' && isDocumentLanguage(asked)) return asked;
  const acceptLanguage = headers['accept-language'];
  if (acceptLanguage === undefined) return DOCUMENT_LANGUAGES[0];
  const negotiated = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...DOCUMENT_LANGUAGES,
  ]);
  return negotiated !== undefined && isDocumentLanguage(negotiated) ? negotiated : DOCUMENT_LANGUAGES[0];
}

function isDocumentLanguage(value: string): value is DocumentLanguage {
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

/** The headers of a document answer in a language: the answer differs by Accept-Language, so caches must key on it. */
export function languageHeaders(contentType: string, language: DocumentLanguage): Record<string, string> {
  return { 'content-type': contentType, 'content-language': language, vary: 'Accept-Language' };
}

/** The template file of a language: `skill.template.md` for English, `skill.template.de.md` for German. */
export function templateFileName(englishFileName: string, language: DocumentLanguage): string {
  if (language === DOCUMENT_LANGUAGES[0]) return englishFileName;
  const dot = englishFileName.lastIndexOf('.');
  return `${englishFileName.slice(0, dot)}.${language}${englishFileName.slice(dot)}`;
}
