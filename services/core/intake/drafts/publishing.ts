import { AppError, errorItem, type ErrorItem } from '../../../../shared/errors/app-error.ts';
import { validateFacets } from '../../../../shared/facets/validate-facets.ts';
import { newId } from '../../../../shared/ids.ts';
import { complianceProblems, type ProviderTrust, type ListingLocation, type NewListing } from '../../listings/index.ts';
import type { WorkflowEngine } from '../../workflows/index.ts';
import type { Drafts } from './drafts.ts';
import { draftIncomplete, draftRejected } from '../errors.ts';
import { gapReport } from '../imports/gap-report.ts';
import { draftState, type DraftState } from '../imports/mapping/draft-state.ts';
import { publicationId, type DraftPublication, type PublishResult } from './publish-workflow.ts';
import { reviewReasons } from './trust-gate.ts';

/** The hosts an account has proven it controls. */
export interface VerifiedDomains {
  of(accountId: string): Promise<string[]>;
}

export interface PublishingDeps {
  drafts: Drafts;
  trust: Pick<ProviderTrust, 'isEstablished'>;
  verifiedDomains: VerifiedDomains;
  workflows: Pick<WorkflowEngine, 'run'>;
  publication: DraftPublication;
}

/** Publishing drafts: the gaps, the listing checks and the compliance gate refuse; the trust gate decides live or review. */
export class Publishing {
  constructor(private readonly deps: PublishingDeps) {}

  /** Idempotent: a draft published or in review answers its publication again; a rejected one is refused. */
  async publish(accountId: string, draftId: string): Promise<PublishResult> {
    const draft = await this.deps.drafts.owned(accountId, draftId);
    if (draft.publication) {
      if ((await this.deps.drafts.statusOf(draft)) === 'rejected') throw draftRejected();
      const { listingId, status, reasons } = draft.publication;
      return { draftId, status, listingId, reasons };
    }
    const listing = publishableListing(draftState(draft.facts, draft.confirmed));
    const reasons = reviewReasons({
      establishedProvider: await this.deps.trust.isEstablished(accountId),
      source: draft.source,
      verifiedDomains: await this.deps.verifiedDomains.of(accountId),
    });
    return this.deps.workflows.run(this.deps.publication, publicationId(draftId, draft.version), {
      draftId,
      accountId,
      listingId: newId('lst'),
      listing,
      reasons,
    } satisfies Parameters<DraftPublication['run']>[1]);
  }
}

/** The listing a draft makes, or the refusal naming each field in the draft's terms (`draft.facets.<key>`). */
export function publishableListing(state: DraftState): NewListing {
  const gaps = gapReport(state);
  if (!gaps.complete) {
    throw draftIncomplete(
      [...gaps.missing, ...gaps.ambiguous].map((gap) =>
        errorItem('validation_failed', `draft.${gap.field}: ${gap.reason}`, `draft.${gap.field}`),
      ),
    );
  }
  const { fields, schema } = state;
  const { errors } = validateFacets(schema!, fields.facets);
  if (errors.length > 0) throw draftIncomplete(errors.map(inDraftTerms));
  const problems = complianceProblems({ title: fields.title!, description: fields.description ?? null });
  if (problems.length > 0) throw new AppError('compliance_rejected', { items: problems.map(inDraftTerms) });
  return {
    category: schema!.category,
    title: fields.title!,
    facets: fields.facets,
    ...(fields.description ? { description: fields.description } : {}),
    ...(fields.location ? { location: fields.location as ListingLocation } : {}),
    ...(fields.url ? { url: fields.url } : {}),
    ...(fields.price ? { price: fields.price } : {}),
    ...(fields.media ? { media: fields.media } : {}),
  };
}

function inDraftTerms(item: ErrorItem): ErrorItem {
  const rename = (text: string) => text.replace(/\bbody\./g, 'draft.');
  return { ...item, message: rename(item.message), ...(item.field ? { field: rename(item.field) } : {}) };
}
