import type { Clock } from '../../../../shared/clock.ts';
import { keyedId, newId } from '../../../../shared/ids.ts';
import type { Logger } from '../../../../shared/logger.ts';
import type { CategoryProposalsRepository } from '../drafts/category-proposals.repository.ts';
import { proposalFor } from '../drafts/category-proposals.ts';
import type { DraftsRepository } from '../drafts/drafts.repository.ts';
import { found } from './extraction/facts.ts';
import { FeedItemLimit } from '../sources/feed-item-limit.ts';
import { FeedUnreadable, type FeedReading } from '../sources/readers/feed-reading.ts';
import { FetchRefusal } from '../../../../shared/fetching/source-fetcher.ts';
import { gapReport } from './gap-report.ts';
import {
  readFeed,
  readPage,
  readText,
  type ImportDraftInput,
  type ImportStructuredInput,
  type SourceFetchers,
} from './import-sources.ts';
import type { IntakeJobsRepository, JobOutcome } from './intake-jobs.repository.ts';
import type { MergedCategories } from '../drafts/merged-categories.ts';
import { draftState } from './mapping/draft-state.ts';
import type {
  DraftDocument,
  Facts,
  Found,
  ImportFailure,
  ImportSource,
  IntakeJobDocument,
  ItemError,
} from '../types.ts';

export interface IntakeImportsDeps {
  jobs: IntakeJobsRepository;
  drafts: DraftsRepository;
  proposals: CategoryProposalsRepository;
  /** A merged category proposal's slug stands for its target: as the hint, and as a page's schema.org type. */
  categories: MergedCategories;
  fetchers: SourceFetchers;
  /** The most items of a feed that make drafts (INTAKE_FEED_MAX_ITEMS). */
  maxItems: number;
  clock: Clock;
  logger: Logger;
}

/** Drafts are inserted this many at a time, so a feed's memory is one batch whatever its size. */
const INSERT_BATCH = 200;

/** Imports: each records a job, reads its source into items, and stores one complete draft per readable item. */
export class IntakeImports {
  constructor(private readonly deps: IntakeImportsDeps) {}

  /** Records the job and answers it at once; the page or text is read after the answer (poll the job). */
  async importDraft(accountId: string, input: ImportDraftInput): Promise<IntakeJobDocument> {
    const source: ImportSource =
      input.url !== undefined
        ? { kind: 'url', url: input.url, format: null }
        : { kind: 'text', url: null, format: null };
    const category =
      input.category === undefined ? undefined : await this.deps.categories.resolve(input.category, 'body.category');
    const job = await this.record(accountId, 'import', source);
    const read = () =>
      input.url !== undefined
        ? readPage(this.deps.fetchers.pages, input.url)
        : Promise.resolve(readText(input.text ?? '', input.locale));
    void this.run(job, read, category).catch((error: unknown) =>
      this.deps.logger.error({ err: error, jobId: job._id }, 'intake import crashed'),
    );
    return job;
  }

  /** Reads the feed and stores its drafts before answering. */
  async importStructured(accountId: string, input: ImportStructuredInput): Promise<IntakeJobDocument> {
    const source: ImportSource = { kind: 'feed', url: input.url ?? null, format: input.kind };
    const category =
      input.category === undefined ? undefined : await this.deps.categories.resolve(input.category, 'body.category');
    const job = await this.record(accountId, 'import_structured', source);
    await this.run(job, () => readFeed(this.deps.fetchers, input), category);
    return (await this.deps.jobs.findById(job._id)) ?? job;
  }

  private async record(
    accountId: string,
    kind: IntakeJobDocument['kind'],
    source: ImportSource,
  ): Promise<IntakeJobDocument> {
    const now = this.deps.clock.now();
    const job: IntakeJobDocument = {
      _id: newId('ijb'),
      accountId,
      kind,
      sourceId: null,
      source,
      status: 'queued',
      draftIds: [],
      itemErrors: [],
      warnings: [],
      error: null,
      proposalId: null,
      createdAt: now,
      updatedAt: now,
      finishedAt: null,
    };
    await this.deps.jobs.insert(job);
    return job;
  }

  private async run(
    job: IntakeJobDocument,
    read: () => Promise<FeedReading>,
    categoryHint: string | undefined,
  ): Promise<void> {
    await this.deps.jobs.markRunning(job._id, this.deps.clock.now());
    let outcome: JobOutcome;
    try {
      outcome = await this.store(job, await read(), categoryHint);
    } catch (error) {
      outcome = {
        status: 'failed',
        draftIds: [],
        itemErrors: [],
        warnings: [],
        error: this.failureOf(error, job),
        proposalId: null,
      };
    }
    await this.deps.jobs.finish(job._id, outcome, this.deps.clock.now());
  }

  /**
   * One draft per readable item, each inserted whole, in batches as the items stream in (only ids and the verdicts
   * are kept); the job's outcome names them once they are all stored. Items past the item limit make no draft and
   * are reported in one entry of `itemErrors`.
   */
  private async store(
    job: IntakeJobDocument,
    reading: FeedReading,
    categoryHint: string | undefined,
  ): Promise<JobOutcome> {
    const itemErrors: ItemError[] = [];
    const draftIds: string[] = [];
    const limit = new FeedItemLimit(this.deps.maxItems);
    let complete = true;
    let unmatched: { type: Found<string>; facts: Facts } | undefined;
    let batch: DraftDocument[] = [];
    // One batch is written while the next is read and mapped; a failed write fails the import when it is awaited.
    let writing: Promise<void> = Promise.resolve();
    const insertBatch = async () => {
      await writing;
      writing = this.deps.drafts.insertManyOnce(batch);
      writing.catch(() => {});
      batch = [];
    };
    for await (const item of reading.items) {
      if (!limit.admit()) continue;
      if ('error' in item) {
        itemErrors.push({ item: item.label, message: item.error });
        continue;
      }
      let draft = this.draftOf(job, item.label, withHint(item.facts, categoryHint), draftIds.length);
      let state = draftState(draft.facts, draft.confirmed);
      const merged =
        state.unmatchedType && (await this.deps.categories.withMergedType(draft.facts, state.unmatchedType));
      if (merged) {
        draft = { ...draft, facts: merged };
        state = draftState(draft.facts, draft.confirmed);
      }
      complete &&= gapReport(state).complete;
      if (state.unmatchedType && !unmatched) unmatched = { type: state.unmatchedType, facts: draft.facts };
      draftIds.push(draft._id);
      batch.push(draft);
      if (batch.length === INSERT_BATCH) await insertBatch();
    }
    await insertBatch();
    await writing;
    itemErrors.push(...limit.report('imported'));
    if (draftIds.length === 0) {
      const error: ImportFailure = {
        code: 'no_items',
        message:
          itemErrors.length > 0 ? 'no item of the feed could be read (see itemErrors)' : 'the feed holds no item',
      };
      return { status: 'failed', draftIds: [], itemErrors, warnings: reading.warnings, error, proposalId: null };
    }
    const now = this.deps.clock.now();
    const proposal = unmatched
      ? await this.deps.proposals.propose(
          { ...proposalFor(unmatched.type, unmatched.facts, now), jobIds: [job._id] },
          job._id,
          now,
        )
      : null;
    return {
      status: complete ? 'ready' : 'needs_input',
      draftIds,
      itemErrors,
      warnings: reading.warnings,
      error: null,
      proposalId: proposal?._id ?? null,
    };
  }

  private draftOf(job: IntakeJobDocument, label: string, facts: Facts, index: number): DraftDocument {
    return {
      _id: keyedId('drf', `${job._id}#${index}`, job.createdAt),
      jobId: job._id,
      accountId: job.accountId,
      source: job.source,
      item: job.kind === 'import_structured' ? label : null,
      facts,
      confirmed: { facets: {} },
      status: 'draft',
      publication: null,
      version: 0,
      createdAt: job.createdAt,
      updatedAt: job.createdAt,
    };
  }

  private failureOf(error: unknown, job: IntakeJobDocument): ImportFailure {
    if (error instanceof FetchRefusal) return { code: error.code, message: error.message };
    if (error instanceof FeedUnreadable) return { code: 'unreadable', message: error.message };
    this.deps.logger.error({ err: error, jobId: job._id }, 'intake import failed unexpectedly');
    return { code: 'internal', message: `the import failed unexpectedly (job ${job._id}); the error is logged` };
  }
}

function withHint(facts: Facts, category: string | undefined): Facts {
  return category
    ? {
        ...facts,
        categories: [found(category, 'input category', { source: 'input', confidence: 1 }), ...facts.categories],
      }
    : facts;
}
