/** Legal-form words that do not tell two companies apart ("Acme GmbH" and "ACME" are one buyer). */
const LEGAL_FORMS = new Set(
  `gmbh mbh ag kg kgaa ohg gbr ug ev se ltd limited llc llp lp inc incorporated corp corporation co company plc
  sa sas sarl srl spa bv nv oy oyj ab as asa aps kft sro pty the haftungsbeschrankt`.split(/\s+/),
);

/**
 * The key under which a buyer can be claimed once per mandate: the country and the legal name, case-folded,
 * without diacritics, punctuation and legal-form words, with `&` read as `and`.
 * "Müller & Söhne GmbH" (DE) and "MULLER AND SOHNE" (DE) are one buyer.
 */
export function buyerKey(mandateId: string, buyer: { legalName: string; country: string }): string {
  const words = buyer.legalName
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
  const distinctive = words.filter((word) => !LEGAL_FORMS.has(word));
  return `${mandateId}#${buyer.country}#${(distinctive.length > 0 ? distinctive : words).join(' ')}`;
}
