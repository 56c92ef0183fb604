import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { facetRegistry, type FacetRegistry } from '../../shared/facets/registry.ts';
import { CITIES } from '../../scripts/demo-data/cities.ts';
import { ruleProblems, readingProblems, type Vocabulary } from './query-set-checks.ts';
import {
  LANGUAGES,
  QUERY_KINDS,
  type ConciergeCase,
  type ExpectedReading,
  type JudgedQuery,
  type JudgmentRule,
  type NumberRange,
  type QuerySet,
} from './types.ts';

export const QUERY_SET_FILE = new URL('./queries.yaml', import.meta.url).pathname;
export const DEV_QUERY_SET_FILE = new URL('./dev-queries.yaml', import.meta.url).pathname;

/** Reads and checks the query set; any problem (an unknown facet value, a duplicate id, ...) throws naming all of them. */
export function loadQuerySet(file: string = QUERY_SET_FILE, registry: FacetRegistry = facetRegistry()): QuerySet {
  return parseQuerySet(parse(readFileSync(file, 'utf8')), {
    registry,
    cities: new Set(CITIES.map((city) => city.name)),
  });
}

export function parseQuerySet(raw: unknown, vocabulary: Vocabulary): QuerySet {
  const problems: string[] = [];
  const root = record(raw, 'the file', problems);
  const queries = list(root.queries, 'queries', problems).map((item, index) =>
    judgedQuery(item, `queries[${index}]`, vocabulary, problems),
  );
  const concierge = list(root.concierge, 'concierge', problems).map((item, index) =>
    conciergeCase(item, `concierge[${index}]`, vocabulary, problems),
  );
  for (const [label, ids] of [
    ['query', queries.map((query) => query.id)],
    ['concierge', concierge.map((item) => item.id)],
  ] as const) {
    const duplicates = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (duplicates.length > 0) problems.push(`duplicate ${label} ids: ${[...new Set(duplicates)].join(', ')}`);
  }
  if (problems.length > 0) throw new Error(`query set: ${problems.join('; ')}`);
  return { queries, concierge };
}

function judgedQuery(raw: unknown, at: string, vocabulary: Vocabulary, problems: string[]): JudgedQuery {
  const item = record(raw, at, problems);
  unknownKeys(item, ['id', 'q', 'lang', 'kinds', 'relevant', 'noAnswer'], at, problems);
  const noAnswer = item.noAnswer === undefined ? null : text(item.noAnswer, `${at}.noAnswer`, problems);
  const relevant = list(item.relevant, `${at}.relevant`, problems).map((rule, index) =>
    judgmentRule(rule, `${at}.relevant[${index}]`, vocabulary, problems),
  );
  if (noAnswer !== null && relevant.length > 0) problems.push(`${at}: a noAnswer query has no relevant rules`);
  if (noAnswer === null && relevant.length === 0) problems.push(`${at}: rules or noAnswer needed`);
  const kinds = list(item.kinds, `${at}.kinds`, problems).map((kind) =>
    oneOf(kind, QUERY_KINDS, `${at}.kinds`, problems),
  );
  if (kinds.length === 0) problems.push(`${at}.kinds: at least one kind`);
  return {
    id: text(item.id, `${at}.id`, problems),
    q: text(item.q, `${at}.q`, problems),
    lang: oneOf(item.lang, LANGUAGES, `${at}.lang`, problems),
    kinds,
    relevant,
    noAnswer,
  };
}

function judgmentRule(raw: unknown, at: string, vocabulary: Vocabulary, problems: string[]): JudgmentRule {
  const item = record(raw, at, problems);
  unknownKeys(item, ['grade', 'category', 'facets', 'city', 'price', 'title'], at, problems);
  const rule: JudgmentRule = { grade: typeof item.grade === 'number' ? item.grade : 0 };
  if (!Number.isInteger(item.grade) || rule.grade < 1 || rule.grade > 3) problems.push(`${at}.grade: 1, 2 or 3`);
  if (item.category !== undefined) rule.category = text(item.category, `${at}.category`, problems);
  if (item.facets !== undefined) rule.facets = record(item.facets, `${at}.facets`, problems) as JudgmentRule['facets'];
  if (item.city !== undefined) rule.city = texts(item.city, `${at}.city`, problems);
  if (item.price !== undefined) rule.price = record(item.price, `${at}.price`, problems) as NumberRange;
  if (item.title !== undefined) rule.title = texts(item.title, `${at}.title`, problems);
  problems.push(...ruleProblems(rule, at, vocabulary));
  return rule;
}

function conciergeCase(raw: unknown, at: string, vocabulary: Vocabulary, problems: string[]): ConciergeCase {
  const item = record(raw, at, problems);
  unknownKeys(item, ['id', 'question', 'lang', 'expect'], at, problems);
  const expected = record(item.expect, `${at}.expect`, problems);
  unknownKeys(expected, ['category', 'city', 'priceCeiling', 'facets'], `${at}.expect`, problems);
  const facets = record(expected.facets ?? {}, `${at}.expect.facets`, problems);
  const expect: ExpectedReading = {
    category: expected.category === null ? null : text(expected.category, `${at}.expect.category`, problems),
    city: expected.city === null ? null : text(expected.city, `${at}.expect.city`, problems),
    priceCeiling: typeof expected.priceCeiling === 'number' ? expected.priceCeiling : null,
    facets: Object.fromEntries(
      Object.entries(facets).map(([key, values]) => [key, texts(values, `${at}.expect.facets.${key}`, problems)]),
    ),
  };
  if (expected.priceCeiling !== null && typeof expected.priceCeiling !== 'number')
    problems.push(`${at}.expect.priceCeiling: a number or null`);
  problems.push(...readingProblems(expect, `${at}.expect`, vocabulary));
  return {
    id: text(item.id, `${at}.id`, problems),
    question: text(item.question, `${at}.question`, problems),
    lang: oneOf(item.lang, LANGUAGES, `${at}.lang`, problems),
    expect,
  };
}

function record(raw: unknown, at: string, problems: string[]): Record<string, unknown> {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) return raw as Record<string, unknown>;
  problems.push(`${at}: a mapping expected`);
  return {};
}

function list(raw: unknown, at: string, problems: string[]): unknown[] {
  if (Array.isArray(raw)) return raw;
  problems.push(`${at}: a list expected`);
  return [];
}

function text(raw: unknown, at: string, problems: string[]): string {
  if (typeof raw === 'string' && raw.trim() !== '') return raw;
  problems.push(`${at}: a non-empty text expected`);
  return '';
}

/** One text or a non-empty list of texts, as a list. */
function texts(raw: unknown, at: string, problems: string[]): string[] {
  const items = Array.isArray(raw) ? raw : [raw];
  if (items.length === 0) problems.push(`${at}: at least one value`);
  return items.map((item) => text(item, at, problems));
}

function oneOf<T extends string>(raw: unknown, allowed: readonly T[], at: string, problems: string[]): T {
  if (allowed.includes(raw as T)) return raw as T;
  problems.push(`${at}: one of ${allowed.join(', ')}, got ${JSON.stringify(raw)}`);
  return allowed[0] as T;
}

function unknownKeys(item: Record<string, unknown>, known: string[], at: string, problems: string[]): void {
  const unknown = Object.keys(item).filter((key) => !known.includes(key));
  if (unknown.length > 0) problems.push(`${at}: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
}
