/** The languages the concierge's own summaries are written in; a model answers in the question's language anyway. */
export type AnswerLanguage = 'en' | 'de';

const GERMAN_MARKERS = new Set(
  'ich wie wo was wer welche welcher finde finden suche suchen gibt unter bis für mir mich mein meine einen einem einer eine der die das und mit nach bei von zu zum zur ist sind kann können registriere registrieren bitte'.split(
    ' ',
  ),
);
const ENGLISH_MARKERS = new Set(
  'i how where what who which find search looking is are there for me my a an the and with near to of can do does please under below'.split(
    ' ',
  ),
);

/** German when the question has more German than English function words (umlauts and ß count for German). */
export function answerLanguage(question: string): AnswerLanguage {
  const words = question
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const german = words.filter((word) => GERMAN_MARKERS.has(word) || /[äöüß]/.test(word)).length;
  const english = words.filter((word) => ENGLISH_MARKERS.has(word)).length;
  return german > english ? 'de' : 'en';
}
