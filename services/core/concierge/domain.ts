import type { Db } from 'mongodb';
import type { Clock } from '../../../shared/clock.ts';
import type { Config } from '../../../shared/config.ts';
import { facetRegistry } from '../../../shared/facets/registry.ts';
import type { Logger } from '../../../shared/logger.ts';
import { openApiDocument } from '../../../shared/openapi/document.ts';
import type { OperationResult } from '../../../shared/openapi/operation-types.ts';
import type { OperationHandler } from '../../../shared/service/handlers.ts';
import type { CreditLedgerRepository, CreditLedgerService } from '../credits/index.ts';
import type { WorkflowEngine } from '../workflows/index.ts';
import { ConciergeAnswers } from './concierge-answers.ts';
import { ConciergeService } from './concierge.service.ts';
import { ConciergeConversationsRepository } from './conversations.repository.ts';
import { documentationSections } from './documentation-index.ts';
import { conciergeHandlers } from './handlers.ts';
import { OpenAiCompatibleModel } from './language-model.ts';
import type { CatalogSearch } from './listing-retrieval.ts';
import { ConciergeTurnsRepository } from './turns.repository.ts';
import { MeaningReader } from './meaning-reading.ts';
import type { EmbeddingsClient } from '../../../shared/embeddings/embeddings-client.ts';

/** The collections of concierge conversations and of their answered turns. */
export function conciergeRepositories(db: Db) {
  return {
    conciergeConversations: new ConciergeConversationsRepository(db),
    conciergeTurns: new ConciergeTurnsRepository(db),
  };
}

export interface ConciergeDomainDeps {
  repositories: ReturnType<typeof conciergeRepositories> & { creditLedger: Pick<CreditLedgerRepository, 'findById'> };
  config: Pick<Config, 'concierge'>;
  credits: Pick<CreditLedgerService, 'balance' | 'spend' | 'grant' | 'findKeyed'>;
  /**
   * The catalog's `searchCatalog` as the process reaches it (in-process, or over HTTP at CATALOG_URL). A core
   * built without it serves no concierge operation and leaves concierge turns to a process that has it.
   */
  catalogSearch: OperationHandler | null;
  workflows: Pick<WorkflowEngine, 'run' | 'register'>;
  clock: Clock;
  logger: Logger;
  /** Reads what a question means (its category and tag values) by similarity to the vocabularies. */
  embeddings: Pick<EmbeddingsClient, 'embedQueries' | 'embedPassages' | 'model'>;
}

/** The credit-metered concierge chat: conversations, and turns answered from the catalog's search and the API documentation. */
export function createConciergeDomain(deps: ConciergeDomainDeps) {
  const { repositories, config, catalogSearch } = deps;
  if (!catalogSearch) return { handlers: {} };
  const answers = new ConciergeAnswers({
    search: searchThrough(catalogSearch),
    registry: facetRegistry(),
    meaning: new MeaningReader(deps.embeddings, facetRegistry()),
    documentation: documentationSections(openApiDocument()),
    model: config.concierge.modelUrl
      ? new OpenAiCompatibleModel({
          baseUrl: config.concierge.modelUrl,
          model: config.concierge.model,
          apiKey: config.concierge.modelApiKey,
          timeoutMs: config.concierge.modelTimeoutMs,
        })
      : null,
    logger: deps.logger,
  });
  const concierge = new ConciergeService({
    conversations: repositories.conciergeConversations,
    turns: repositories.conciergeTurns,
    ledger: deps.credits,
    ledgerEntries: repositories.creditLedger,
    answers,
    workflows: deps.workflows,
    clock: deps.clock,
  });
  return { handlers: conciergeHandlers(concierge) };
}

/** The searchCatalog operation as the concierge calls it: anonymously, as any client searches. */
function searchThrough(handler: OperationHandler): CatalogSearch {
  return async (body) => {
    const outcome = await handler({
      operationId: 'searchCatalog',
      params: {},
      query: {},
      body,
      principal: null,
      requestId: 'concierge',
    });
    // The catalog answers searchCatalog as the OpenAPI document declares it, in-process or over HTTP alike.
    const { hits } = outcome.result as OperationResult<'searchCatalog'>;
    return { hits, total: outcome.resultInfo?.total ?? hits.length };
  };
}
