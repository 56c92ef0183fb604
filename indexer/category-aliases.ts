import { errors, type Client } from '@elastic/elasticsearch';
import type { Collection, Db } from 'mongodb';
import {
  CATEGORY_PROPOSALS_COLLECTION,
  type CategoryAliasChangedRecord,
  type CategoryProposalDocument,
} from '../services/core/for-roles.ts';
import {
  CATEGORY_ALIASES_INDEX,
  categoryAliasMapping,
  type CategoryAliasBody,
} from '../shared/listings-index/category-aliases.ts';

export interface CategoryAliasesDeps {
  db: Db;
  elasticsearch: Client;
  /** Defaults to CATEGORY_ALIASES_INDEX. */
  index?: string;
}

/** Creates the aliases index unless it exists; concurrent callers converge on the one that won. */
export async function ensureCategoryAliasIndex(client: Client, index: string = CATEGORY_ALIASES_INDEX): Promise<void> {
  if (await client.indices.exists({ index })) return;
  try {
    await client.indices.create({ index, mappings: categoryAliasMapping });
  } catch (error) {
    if (!(error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception'))
      throw error;
  }
}

/**
 * Keeps the category aliases index in step with the category proposals in MongoDB: the outbox announces each decision,
 * and the indexer writes what the proposal says now (merged: the alias; otherwise none), so a retry never regresses it.
 */
export class CategoryAliasIndexer {
  private readonly proposals: Collection<CategoryProposalDocument>;
  private readonly index: string;

  constructor(private readonly deps: CategoryAliasesDeps) {
    this.proposals = deps.db.collection<CategoryProposalDocument>(CATEGORY_PROPOSALS_COLLECTION);
    this.index = deps.index ?? CATEGORY_ALIASES_INDEX;
  }

  /** Writes the aliases of these decisions (records the indexer read from the outbox); throws when one cannot be written. */
  async apply(records: CategoryAliasChangedRecord[], signal?: AbortSignal): Promise<void> {
    for (const proposalId of new Set(records.map((record) => record.proposalId))) {
      await this.write(await this.proposals.findOne({ _id: proposalId }), proposalId, signal);
    }
  }

  /** Writes the alias of every merged proposal: what a new or emptied aliases index needs. Answers how many. */
  async writeAll(): Promise<number> {
    let written = 0;
    for await (const proposal of this.proposals.find({ status: 'merged' })) {
      await this.write(proposal, proposal._id);
      written += 1;
    }
    return written;
  }

  private async write(
    proposal: CategoryProposalDocument | null,
    proposalId: string,
    signal?: AbortSignal,
  ): Promise<void> {
    if (proposal?.status === 'merged' && proposal.mergedInto) {
      const document: CategoryAliasBody = {
        slug: proposal.slug,
        target: proposal.mergedInto,
        mergedAt: proposal.updatedAt.toISOString(),
      };
      await this.deps.elasticsearch.index({ index: this.index, id: proposal.slug, document }, { signal });
      return;
    }
    const slug = proposal?.slug ?? proposalId.replace(/^cpr_/, '');
    await this.deps.elasticsearch.delete({ index: this.index, id: slug }, { signal, ignore: [404] });
  }
}

/** At the indexer's start: the aliases index exists and holds every merged proposal's alias. */
export async function prepareCategoryAliases(deps: CategoryAliasesDeps): Promise<number> {
  await ensureCategoryAliasIndex(deps.elasticsearch, deps.index);
  return new CategoryAliasIndexer(deps).writeAll();
}
