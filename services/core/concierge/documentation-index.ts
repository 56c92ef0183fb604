import type { OpenApiDocument } from '../../../shared/openapi/document.ts';

/** A part of the API documentation an answer can cite: a section of the guide or one operation. */
export interface DocumentationSection {
  /** `guide:<heading>` or the operationId. */
  id: string;
  title: string;
  text: string;
  /** Relative to the service's base URL: the OpenAPI document with a JSON pointer to the part. */
  path: string;
}

export interface RankedSection extends DocumentationSection {
  score: number;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const TITLE_WEIGHT = 3;
/** A section must share a title word, or three words of its text, with the question to be cited. */
const MIN_SCORE = 3;
const STOP_WORDS = new Set(
  'the and for with how can you your what where which who this that are does from into about when than then ich wie und der die das ein eine mit für kann'.split(
    ' ',
  ),
);

interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
}

/**
 * The documentation the concierge searches, from the OpenAPI document (the one source of the API's facts): the
 * sections of its guide (`info.description`, by `##` heading) and every operation with its summary and description.
 */
export function documentationSections(document: OpenApiDocument): DocumentationSection[] {
  return [...guideSections(document.info.description ?? ''), ...operationSections(document)];
}

function guideSections(description: string): DocumentationSection[] {
  const parts = description.split(/^## /m);
  const [overview = '', ...headed] = parts;
  const sections = headed.map((part) => {
    const [heading = '', ...body] = part.split('\n');
    return { heading: heading.trim(), body: body.join('\n').trim() };
  });
  return [{ heading: 'Overview', body: overview.trim() }, ...sections].map(({ heading, body }) => ({
    id: `guide:${heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`,
    title: `API guide: ${heading}`,
    text: body,
    path: '/v1/openapi.json#/info/description',
  }));
}

function operationSections(document: OpenApiDocument): DocumentationSection[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method] as OperationObject | undefined;
      if (!operation?.operationId) return [];
      return [
        {
          id: operation.operationId,
          title: `${operation.summary ?? operation.operationId} (${method.toUpperCase()} ${path})`,
          text: `${operation.summary ?? ''}. ${operation.description ?? ''}`,
          path: `/v1/openapi.json#/paths/${path.replaceAll('~', '~0').replaceAll('/', '~1')}/${method}`,
        },
      ];
    }),
  );
}

/** The sections sharing the most words with the question (title words weigh more), best first, at most `limit`. */
export function rankSections(
  sections: readonly DocumentationSection[],
  question: string,
  limit: number,
): RankedSection[] {
  const asked = contentWords(question);
  if (asked.size === 0) return [];
  return sections
    .map((section, order) => {
      const title = contentWords(section.title);
      const text = contentWords(section.text);
      let score = 0;
      for (const word of asked) score += title.has(word) ? TITLE_WEIGHT : text.has(word) ? 1 : 0;
      return { section, order, score };
    })
    .filter((ranked) => ranked.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ section, score }) => ({ ...section, score }));
}

/** Lower-case words of three letters or more, without stop words, plural `s` cut off. */
function contentWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
      .map((word) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word)),
  );
}

/** The first sentence of a section (at most `max` characters), for a citation's excerpt. */
export function excerptOf(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length <= max ? sentence : `${sentence.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
