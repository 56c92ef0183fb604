import type { Candidate, Found } from '../../types.ts';

/** A single-valued field takes its best value only when it is this much more confident than any other value found. */
export const DECISIVE_MARGIN = 0.2;

export interface Resolution {
  /** undefined when nothing was found or the values found disagree. */
  value: unknown;
  ambiguous: boolean;
  /** Each distinct value once, at its best confidence, best first (ties keep the order found). */
  candidates: Candidate[];
}

export function candidateOf<T>(fact: Found<T>, value: unknown = fact.value): Candidate {
  return { value, field: fact.field, source: fact.source, confidence: fact.confidence };
}

/** Each distinct value once, at the confidence of its strongest finding, best first. */
export function rankCandidates(candidates: readonly Candidate[]): Candidate[] {
  const best = new Map<string, Candidate>();
  for (const candidate of candidates) {
    const key = JSON.stringify(candidate.value);
    const known = best.get(key);
    if (!known || candidate.confidence > known.confidence) best.set(key, candidate);
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence);
}

/** One value: the best, unless another value comes within the decisive margin of it. */
export function resolveSingle(found: readonly Candidate[]): Resolution {
  const candidates = rankCandidates(found);
  const [best, second] = candidates;
  if (!best) return { value: undefined, ambiguous: false, candidates };
  if (second && best.confidence - second.confidence < DECISIVE_MARGIN - 1e-9)
    return { value: undefined, ambiguous: true, candidates };
  return { value: best.value, ambiguous: false, candidates };
}

/** The strongest value, whatever else was found: for fields that are not a choice (title, description, url ...). */
export function resolveBest(found: readonly Candidate[]): Resolution {
  const candidates = rankCandidates(found);
  return { value: candidates[0]?.value, ambiguous: false, candidates };
}

/** Every value found, best first: for facets that hold several values. */
export function resolveMany(found: readonly Candidate[], limit: number): Resolution {
  const candidates = rankCandidates(found);
  return {
    value: candidates.length > 0 ? candidates.slice(0, limit).map((candidate) => candidate.value) : undefined,
    ambiguous: false,
    candidates,
  };
}
