import type { Schema } from '../../../../shared/openapi/operation-types.ts';
import type { Resolution } from './mapping/candidates.ts';
import type { DraftState } from './mapping/draft-state.ts';
import type { Candidate } from '../types.ts';

export type GapReport = Schema<'GapReport'>;
export type JobGapReport = Schema<'JobGapReport'>;
type Gap = Schema<'Gap'>;

/** How many candidates a gap offers; enough to ask, few enough to read. */
const OFFERED = 5;

/**
 * The required fields a draft still lacks: its category, its title and the required facets of its category, each
 * missing (nothing found) or ambiguous (values that disagree), with the candidates found. Confirmed fields are
 * never gaps. Pure, so a draft's report is recomputed whenever it is read.
 */
export function gapReport(state: DraftState): GapReport {
  const missing: Gap[] = [];
  const ambiguous: Gap[] = [];
  const report = (field: string, resolution: Resolution | undefined, question: string) => {
    const candidates = (resolution?.candidates ?? []).slice(0, OFFERED).map(offered);
    if (resolution?.ambiguous)
      ambiguous.push({
        field,
        reason: `${question} The source names several: ${candidates.map((candidate) => JSON.stringify(candidate.value)).join(', ')}.`,
        candidates,
      });
    else missing.push({ field, reason: question, candidates });
  };
  if (!state.schema) {
    report(
      'category',
      state.resolutions.get('category'),
      'Which category fits the offer? (`other` fits anything; GET /v1/catalog/schema lists them.)',
    );
  }
  if (!state.fields.title) report('title', state.resolutions.get('title'), 'What is the offer called?');
  for (const facet of state.schema?.facets ?? []) {
    if (!facet.required || state.fields.facets[facet.key] !== undefined) continue;
    report(`facets.${facet.key}`, state.resolutions.get(`facets.${facet.key}`), `${facet.label}: ${facet.description}`);
  }
  return { complete: missing.length === 0 && ambiguous.length === 0, missing, ambiguous };
}

/**
 * The gaps of a job's drafts summed up: how many drafts are complete, and per field how many drafts lack it
 * (`missing`) or found values that disagree (`ambiguous`), the most common first, so that the user is asked about the
 * field once for the whole feed.
 */
export function jobGapReport(reports: readonly GapReport[]): JobGapReport {
  const fields = new Map<string, JobGapReport['fields'][number]>();
  const count = (field: string, kind: 'missing' | 'ambiguous') => {
    const counted = fields.get(field) ?? { field, missing: 0, ambiguous: 0 };
    counted[kind] += 1;
    fields.set(field, counted);
  };
  for (const report of reports) {
    for (const gap of report.missing) count(gap.field, 'missing');
    for (const gap of report.ambiguous) count(gap.field, 'ambiguous');
  }
  const completeDrafts = reports.filter((report) => report.complete).length;
  return {
    complete: reports.length > 0 && completeDrafts === reports.length,
    drafts: reports.length,
    completeDrafts,
    fields: [...fields.values()].sort(
      (a, b) => b.missing + b.ambiguous - (a.missing + a.ambiguous) || a.field.localeCompare(b.field),
    ),
  };
}

function offered(candidate: Candidate): Schema<'GapCandidate'> {
  return { value: candidate.value, field: candidate.field, source: candidate.source, confidence: candidate.confidence };
}
