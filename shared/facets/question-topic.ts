import { cityNamedIn, escapeRegExp } from '../geo/city-named-in.ts';

/** A price ceiling in a question ("under 60 €", "unter 1500 Euro"): the currency before or after, and the amount. */
export const PRICE_CEILING =
  /(?:under|below|less than|cheaper than|at most|max(?:imum)?|up to|no more than|unter|bis zu|bis|höchstens|maximal|weniger als|billiger als|günstiger als|≤|<)\s*(€|eur(?:o|os)?\b)?\s*(\d{1,7}(?:[.,]\d{1,2})?)\s*(€|eur(?:o|os)?\b)?/u;

/** The question without its city and price phrases, as reading by meaning compares it (the question when nothing else is left). */
export function questionTopic(question: string): string {
  const text = question.normalize('NFC');
  const city = cityNamedIn(text);
  const names = city ? [city.name, ...city.aliases] : [];
  const withoutCity = names.reduce(
    (rest, name) => rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu'), ' '),
    text,
  );
  const topic = withoutCity.replace(new RegExp(PRICE_CEILING.source, 'giu'), ' ').replace(/\s+/g, ' ').trim();
  return topic || question;
}
