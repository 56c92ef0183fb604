import type { FacetRegistry } from '../../../shared/facets/registry.ts';
import type { Logger } from '../../../shared/logger.ts';
import { answerLanguage } from './answer-language.ts';
import { documentationCitations, listingCitations } from './citations.ts';
import { rankSections, type DocumentationSection } from './documentation-index.ts';
import type { LanguageModel } from './language-model.ts';
import { retrieveListings, type CatalogSearch } from './listing-retrieval.ts';
import type { MeaningReader } from './meaning-reading.ts';
import { modelPrompt } from './model-prompt.ts';
import { readQuestion, type QuestionReading } from './question-reading.ts';
import { retrievalSummary } from './retrieval-summary.ts';
import type { ConciergeTurnView, ConciergeSearchView } from './types.ts';

/** Documentation sections an answer cites at most. */
const CITED_SECTIONS = 3;
/** Cited when no section matches the question's words: the search the answer itself rests on. */
const SEARCH_SECTION_ID = 'searchCatalog';

export type TurnAnswer = Pick<ConciergeTurnView, 'answer' | 'answeredBy' | 'search' | 'citations'>;

export interface ConciergeAnswersDeps {
  search: CatalogSearch;
  registry: FacetRegistry;
  documentation: readonly DocumentationSection[];
  /** null: no model is configured, and every answer is the retrieval summary. */
  model: LanguageModel | null;
  /** Reads the category and tag values a question means; without it (or while it cannot), questions are read by their words. */
  meaning: Pick<MeaningReader, 'read'> | null;
  logger: Logger;
}

/**
 * Answers a question from what retrieval finds: the catalog's search (filters read from the question) and the
 * documentation. The model, when configured, writes the answer from those sources; without it, or when it fails,
 * the deterministic summary answers. Either way the answer cites every listing and section it was given.
 */
export class ConciergeAnswers {
  constructor(private readonly deps: ConciergeAnswersDeps) {}

  async answer(question: string, baseUrl: string): Promise<TurnAnswer> {
    const byWords = readQuestion(question, this.deps.registry);
    const meant = await this.deps.meaning?.read(question, byWords.category);
    const reading = meant ? readQuestion(question, this.deps.registry, meant) : byWords;
    const listings = await retrieveListings(this.deps.search, reading);
    const search = searchView(reading, listings.total);
    const citations = [
      ...listingCitations(listings.hits, baseUrl),
      ...documentationCitations(this.sectionsFor(question), baseUrl),
    ];
    const summary = { answer: retrievalSummary(search, citations, answerLanguage(question)), search, citations };
    const { model } = this.deps;
    if (!model) return { ...summary, answeredBy: { kind: 'retrieval_summary', model: null, note: null } };
    try {
      const answer = await model.complete(modelPrompt(question, search, citations));
      return { answer, search, citations, answeredBy: { kind: 'model', model: model.name, note: null } };
    } catch (error) {
      this.deps.logger.warn(
        { err: error, model: model.name },
        'the concierge model failed; answering with the retrieval summary',
      );
      const note = `The language model did not answer (${error instanceof Error ? error.name : 'error'}); this is the retrieval summary.`;
      return { ...summary, answeredBy: { kind: 'retrieval_summary', model: null, note } };
    }
  }

  private sectionsFor(question: string): DocumentationSection[] {
    const ranked = rankSections(this.deps.documentation, question, CITED_SECTIONS);
    if (ranked.length > 0) return ranked;
    return this.deps.documentation.filter((section) => section.id === SEARCH_SECTION_ID);
  }
}

function searchView(reading: QuestionReading, total: number): ConciergeSearchView {
  return {
    category: reading.category as ConciergeSearchView['category'],
    filters: reading.filters,
    q: reading.q,
    city: reading.city?.name ?? null,
    geo: reading.geo,
    priceCeiling: reading.priceCeiling,
    total,
  };
}
