import { setTimeout as pause } from 'node:timers/promises';
import type { Clock } from '../../../shared/clock.ts';
import { AppError } from '../../../shared/errors/app-error.ts';
import { newId } from '../../../shared/ids.ts';
import type { Page, PageQuery } from '../../../shared/pagination/page.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { OutboxRepository } from '../outbox/outbox.repository.ts';
import { eventRecord } from '../outbox/types.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { ledgerPageOf, ledgerPageRequest } from './ledger-page.ts';
import {
  creditBalanceView,
  ledgerEntryView,
  type CreditBalanceView,
  type CreditingKind,
  type LedgerEntryDocument,
  type LedgerEntryView,
  type LedgerReference,
} from './types.ts';

/** How often an append re-reads the ledger after another writer took the next sequence, before giving up. */
const MAX_APPEND_ATTEMPTS = 50;
/** The upper bound of the random pause between attempts, which spreads writers that collided. */
const MAX_RETRY_JITTER_MS = 5;

/** What an append adds to the ledger; the sequence and the running balance are computed from the latest entry. */
type LedgerChange = Pick<LedgerEntryDocument, 'accountId' | 'delta' | 'kind' | 'reason' | 'reference'>;

export interface CreditLedgerDeps {
  ledger: CreditLedgerRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  outbox: Pick<OutboxRepository, 'append'>;
  clock: Clock;
}

/**
 * The credit balance of every account, kept as an append-only ledger. An append reads the latest entry and
 * inserts the next sequence under a unique index; a writer that loses the race re-reads and tries again, so
 * concurrent spends can never overdraw and no entry is ever rewritten.
 */
export class CreditLedger {
  constructor(private readonly deps: CreditLedgerDeps) {}

  async balance(accountId: string): Promise<CreditBalanceView> {
    return creditBalanceView(accountId, await this.deps.ledger.latestEntry(accountId));
  }

  /** One page of the account's entries, newest first; the cursor continues below the previous page's last one. */
  async history(accountId: string, query: PageQuery): Promise<Page<LedgerEntryView>> {
    const { limit, beforeSequence } = ledgerPageRequest(query);
    const page = ledgerPageOf(await this.deps.ledger.listPage(accountId, beforeSequence, limit + 1), limit);
    return { ...page, items: page.items.map(ledgerEntryView) };
  }

  /** Adds credits to an existing account, then announces them with `credit.granted`. */
  async grant(accountId: string, credits: number, reason: string, kind: CreditingKind = 'grant'): Promise<LedgerEntryView> {
    if (!(await this.deps.accounts.findById(accountId))) {
      throw new AppError('resource_not_found', { message: 'No account has this id.', field: 'body.accountId' });
    }
    const entry = await this.append({ accountId, delta: positive(credits), kind, reason, reference: null });
    const payload = { accountId, credits, balance: entry.balanceAfter, reason, entryId: entry._id };
    await this.deps.outbox.append(eventRecord('credit.granted', payload, { audience: [accountId], now: entry.createdAt }));
    return ledgerEntryView(entry);
  }

  /** Takes credits for what `reference` names; refuses with insufficient_credits rather than go below zero. */
  async spend(accountId: string, credits: number, reason: string, reference: LedgerReference | null = null): Promise<LedgerEntryView> {
    return ledgerEntryView(await this.append({ accountId, delta: -positive(credits), kind: 'spend', reason, reference }));
  }

  private async append(change: LedgerChange): Promise<LedgerEntryDocument> {
    for (let attempt = 1; attempt <= MAX_APPEND_ATTEMPTS; attempt += 1) {
      const entry = nextEntry(await this.deps.ledger.latestEntry(change.accountId), change, this.deps.clock.now());
      if (await this.deps.ledger.appendLedgerEntry(entry)) return entry;
      await pause(Math.random() * MAX_RETRY_JITTER_MS);
    }
    throw new AppError('service_unavailable', {
      message: 'The credit ledger of this account is busy with concurrent writes. Retry shortly.',
      headers: { 'retry-after': '1' },
    });
  }
}

/** The entry that follows `latest` (null for an empty ledger), or insufficient_credits when it would go below zero. */
function nextEntry(latest: LedgerEntryDocument | null, change: LedgerChange, now: Date): LedgerEntryDocument {
  const balance = latest?.balanceAfter ?? 0;
  const balanceAfter = balance + change.delta;
  if (balanceAfter < 0) {
    const required = -change.delta;
    throw new AppError('insufficient_credits', {
      message: `The balance of ${balance} credits does not cover the ${required} this costs. Top up credits first.`,
      meta: { balance, required },
    });
  }
  return { _id: newId('cle'), ...change, sequence: (latest?.sequence ?? 0) + 1, balanceAfter, createdAt: now };
}

/** Amounts are whole credits above zero; the sign of an entry comes from its kind, never from the caller. */
function positive(credits: number): number {
  if (!Number.isSafeInteger(credits) || credits < 1) throw new Error(`a credit amount must be a positive integer, got ${credits}`);
  return credits;
}
