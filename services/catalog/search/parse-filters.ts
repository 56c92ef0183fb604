import { AppError, errorItem } from '../../../shared/errors/app-error.ts';
import { checkFacetValue } from '../../../shared/facets/facet-value.ts';
import type { FacetFilter, ScopedFacet, SearchScope } from './types.ts';

type Parsed = { ok: true; filter: FacetFilter } | { ok: false; problems: string[] };

const parsed = (filter: FacetFilter): Parsed => ({ ok: true, filter });
const refused = (...problems: string[]): Parsed => ({ ok: false, problems });

/**
 * Validates `body.filters` against the facets in scope and normalises values to their canonical form
 * (synonyms to tags, enum spellings). Every problem becomes one `validation_failed` item naming
 * `body.filters.<key>`, and an unknown key lists the valid facets: clients are told never to guess.
 */
export function parseFilters(scope: SearchScope, raw: unknown): FacetFilter[] {
  if (raw === undefined || raw === null) return [];
  if (!isRecord(raw)) {
    throw new AppError('validation_failed', {
      message: 'body.filters must be an object of filters keyed by facet name',
      field: 'body.filters',
    });
  }
  const filters: FacetFilter[] = [];
  const items = [];
  for (const [key, value] of Object.entries(raw)) {
    const field = `body.filters.${key}`;
    const outcome = parseFilter(scope, key, value);
    if (outcome.ok) filters.push(outcome.filter);
    else items.push(...outcome.problems.map((problem) => errorItem('validation_failed', `${field} ${problem}`, field)));
  }
  if (items.length > 0) throw new AppError('validation_failed', { items });
  return filters;
}

function parseFilter(scope: SearchScope, key: string, raw: unknown): Parsed {
  const candidates = scope.facets.filter((scoped) => scoped.facet.key === key);
  const where = scope.category ?? 'any category';
  if (candidates.length === 0)
    return refused(`is not a facet of ${where}; valid facets: ${filterableKeys(scope).join(', ')}`);
  const filterable = candidates.filter((scoped) => scoped.facet.filterable);
  const [first] = filterable;
  if (!first)
    return refused(`cannot be filtered on; filterable facets of ${where}: ${filterableKeys(scope).join(', ')}`);
  switch (first.facet.type) {
    case 'semantic-tag':
    case 'enum':
      return parseValues(filterable, key, raw);
    case 'number':
      return parseRange(key, raw);
    case 'boolean':
      return typeof raw === 'boolean' ? parsed({ key, kind: 'flag', value: raw }) : refused('must be true or false');
    case 'text':
      return typeof raw === 'string' && raw.trim() !== ''
        ? parsed({ key, kind: 'text', text: raw.trim() })
        : refused('must be a non-empty string of words to find in the facet');
  }
}

/** A value or a list of values (any of them), `{any: [...]}` or `{all: [...]}`; `all` only on multi-valued facets. */
function parseValues(candidates: ScopedFacet[], key: string, raw: unknown): Parsed {
  const shape = valuesShape(raw);
  if (!shape) return refused('must be a value, a list of values (any of them), {"any": [...]} or {"all": [...]}');
  if (shape.match === 'all' && !candidates.some((scoped) => 'multiple' in scoped.facet && scoped.facet.multiple)) {
    return refused('holds one value per listing; send a value or a list (any of them) instead of {"all": [...]}');
  }
  const values = new Set<string>();
  const problems: string[] = [];
  for (const word of shape.words) {
    const resolved = candidates.map((scoped) => resolveWord(scoped, word));
    const found = resolved.flatMap((outcome) => ('values' in outcome ? outcome.values : []));
    const [own] = resolved;
    if (found.length === 0 && own && 'problem' in own) problems.push(own.problem);
    for (const value of found) values.add(value);
  }
  return problems.length > 0
    ? refused(...problems)
    : parsed({ key, kind: 'values', match: shape.match, values: [...values] });
}

function valuesShape(raw: unknown): { match: 'any' | 'all'; words: string[] } | null {
  if (typeof raw === 'string') return { match: 'any', words: [raw] };
  if (isWordList(raw)) return { match: 'any', words: raw };
  if (!isRecord(raw) || Object.keys(raw).length !== 1) return null;
  if (isWordList(raw.any)) return { match: 'any', words: raw.any };
  if (isWordList(raw.all)) return { match: 'all', words: raw.all };
  return null;
}

/**
 * The canonical values a word stands for in one category's facet (tags through their synonyms, enums ignoring
 * case), or the facet's own wording of the problem (whole vocabulary or closest values, with a schema link).
 */
function resolveWord({ category, facet }: ScopedFacet, word: string): { values: string[] } | { problem: string } {
  if (facet.type === 'semantic-tag') {
    const checked = checkFacetValue(facet, category, facet.multiple ? [word] : word);
    return checked.ok ? { values: [checked.value].flat().map(String) } : { problem: checked.problems.join('; ') };
  }
  const allowed = facet.type === 'enum' ? facet.values.map((entry) => entry.value) : [];
  const values = allowed.filter((value) => value.toLowerCase() === word.toLowerCase());
  return values.length > 0
    ? { values }
    : { problem: `has an unknown value ${JSON.stringify(word)}; allowed values: ${allowed.join(', ')}` };
}

/** A number (equality) or a range `{gte, lte}` with at least one bound. */
function parseRange(key: string, raw: unknown): Parsed {
  if (isNumber(raw)) return parsed({ key, kind: 'range', gte: raw, lte: raw });
  const bounds = isRecord(raw) ? Object.keys(raw) : [];
  if (
    !isRecord(raw) ||
    bounds.length === 0 ||
    bounds.some((bound) => !['gte', 'lte'].includes(bound) || !isNumber(raw[bound]))
  ) {
    return refused('must be a number or a range {"gte": number, "lte": number} with at least one bound');
  }
  const { gte, lte } = raw as { gte?: number; lte?: number };
  if (gte !== undefined && lte !== undefined && gte > lte)
    return refused(`has gte ${gte} greater than lte ${lte}, which matches nothing`);
  return parsed({ key, kind: 'range', ...(gte !== undefined ? { gte } : {}), ...(lte !== undefined ? { lte } : {}) });
}

function filterableKeys(scope: SearchScope): string[] {
  return [...new Set(scope.facets.filter((scoped) => scoped.facet.filterable).map((scoped) => scoped.facet.key))];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isWordList(value: unknown): value is string[] {
  return (
    Array.isArray(value) && value.length > 0 && value.every((word) => typeof word === 'string' && word.trim() !== '')
  );
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}
