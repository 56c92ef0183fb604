import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Schema } from '../../../shared/openapi/operation-types.ts';
import { gapReport, type GapReport, type JobGapReport } from './imports/gap-report.ts';
import { draftState } from './imports/mapping/draft-state.ts';
import type { CategoryProposalDocument, ConfirmedFields, DraftDocument, Facts, IntakeJobDocument } from './types.ts';

export type DraftView = Schema<'Draft'>;
export type IntakeJobView = Schema<'IntakeJob'>;
export type DraftViewStatus = DraftView['status'];

/** The draft as its owner reads it: the fields publishing would write, recomputed from its facts and confirmations. */
export function draftView(draft: DraftDocument, status: DraftViewStatus): DraftView {
  const state = draftState(draft.facts, draft.confirmed);
  return {
    id: draft._id,
    jobId: draft.jobId,
    status,
    category: state.schema?.category ?? null,
    fields: state.fields as DraftView['fields'],
    confirmedFields: confirmedFieldNames(draft.confirmed),
    contact: contactOf(draft.facts),
    languages: [...new Set(draft.facts.languages.map((language) => language.value))],
    source: draft.source,
    gapReport: gapReport(state),
    listingId: draft.publication?.listingId ?? null,
    reviewReasons: draft.publication?.reasons ?? [],
    createdAt: draft.createdAt.toISOString(),
    updatedAt: draft.updatedAt.toISOString(),
  };
}

/** What the draft lacks before it can be published, recomputed from its facts and confirmations. */
export function draftGapReport(draft: DraftDocument): GapReport {
  return gapReport(draftState(draft.facts, draft.confirmed));
}

/** What getIntakeJob adds to a job: the first page of its drafts, the cursor of the next, and their gaps summed up. */
export interface JobDetails {
  drafts: DraftView[];
  draftsCursor: string | null;
  gapReport: JobGapReport;
}

export function jobView(
  job: IntakeJobDocument,
  proposal: CategoryProposalDocument | null,
  details?: JobDetails,
): IntakeJobView {
  return {
    id: job._id,
    kind: job.kind,
    status: job.status,
    sourceId: job.sourceId ?? null,
    source: job.source,
    draftIds: job.draftIds,
    ...details,
    itemErrors: job.itemErrors,
    warnings: job.warnings,
    error: job.error,
    categoryProposal: proposal
      ? { id: proposal._id, slug: proposal.slug, name: proposal.name, status: proposal.status }
      : null,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
}

function confirmedFieldNames(confirmed: ConfirmedFields): string[] {
  const { facets, ...fields } = confirmed;
  return [
    ...Object.keys(fields).filter((name) => fields[name as keyof typeof fields] !== undefined),
    ...Object.keys(facets).map((key) => `facets.${key}`),
  ];
}

/** Email addresses lower-cased, phone numbers in E.164 where libphonenumber reads them, each once. */
function contactOf(facts: Facts): DraftView['contact'] {
  const country = facts.places.find((place) => place.value.country)?.value.country;
  const defaultCountry = country && isSupportedCountry(country) ? country : undefined;
  const phones = facts.phones.map((phone) => {
    const parsed = parsePhoneNumberFromString(phone.value, defaultCountry ? { defaultCountry } : {});
    return parsed?.isPossible() ? parsed.number : phone.value.trim();
  });
  return {
    emails: [...new Set(facts.emails.map((email) => email.value.trim().toLowerCase()))],
    phones: [...new Set(phones)],
  };
}
