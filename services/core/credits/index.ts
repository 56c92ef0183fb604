/** The credits domain's public surface: the only file other domains and the core's composition import. */
export type { CreditLedgerRepository } from './credit-ledger.repository.ts';
export { ledgerEntryIdFor } from './credit-ledger.service.ts';
export type { CreditLedgerService } from './credit-ledger.service.ts';
export { createCreditsDomain, creditsRepositories } from './domain.ts';
export { insufficientCredits } from './errors.ts';
