import type { Clock } from '../../../shared/clock.ts';
import { keyedId, newId } from '../../../shared/ids.ts';
import type { Page, PageQuery } from '../../../shared/pagination/page.ts';
import { appendNextInSequence } from '../../../shared/sequenced-append.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import { announcing, type AnnouncedEvents, type EventRelay } from '../outbox/index.ts';
import type { CreditLedgerRepository } from './credit-ledger.repository.ts';
import { grantAccountNotFound, insufficientCredits } from './errors.ts';
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

/** What an append adds to the ledger; the sequence and the running balance are computed from the latest entry. */
type LedgerChange = Pick<LedgerEntryDocument, 'accountId' | 'delta' | 'kind' | 'reason' | 'reference'> & {
  key: string | null;
};

/**
 * The idempotency key of an append, chosen by the caller from the operation it performs (e.g. `top-up:<id>`):
 * appending the same key again answers the entry the first append wrote instead of writing another.
 */
export interface GrantOptions {
  kind?: CreditingKind;
  key?: string;
}

export interface SpendOptions {
  reference?: LedgerReference | null;
  key?: string;
}

/** The epoch every keyed entry id is built at: the key alone names the entry, whoever appends it and when. */
const KEYED_ENTRY_EPOCH = new Date(0);

export function ledgerEntryIdFor(key: string): string {
  return keyedId('cle', key, KEYED_ENTRY_EPOCH);
}

export interface CreditLedgerDeps {
  ledger: CreditLedgerRepository;
  accounts: Pick<AccountsRepository, 'findById'>;
  relay: Pick<EventRelay, 'publish'>;
  clock: Clock;
}

/**
 * The credit balance of every account, kept as an append-only ledger. An append reads the latest entry and
 * inserts the next sequence under a unique index; a writer that loses the race re-reads and tries again, so
 * concurrent spends can never overdraw and no entry is ever rewritten. An append with a key has its `_id`
 * derived from the key, so a repeated append (a resumed workflow step, a redelivered processor event) finds
 * the first entry instead of booking twice.
 */
export class CreditLedgerService {
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

  /** Adds credits to an existing account: the entry is written once with its `credit.granted`, which the relay publishes. */
  async grant(
    accountId: string,
    credits: number,
    reason: string,
    { kind = 'grant', key }: GrantOptions = {},
  ): Promise<LedgerEntryView> {
    if (!(await this.deps.accounts.findById(accountId))) throw grantAccountNotFound();
    const change = { accountId, delta: positive(credits), kind, reason, reference: null, key: key ?? null };
    const entry = await this.append(change, (next) => {
      const payload = { accountId, credits, balance: next.balanceAfter, reason, entryId: next._id };
      return announcing('credit.granted', payload, { audience: [accountId], now: next.createdAt });
    });
    this.deps.relay.publish(entry.announcedEvents ?? []);
    return ledgerEntryView(entry);
  }

  /** The entry appended under `key`, or null while none was: what a keyed append whose answer was lost came to. */
  async findKeyed(key: string): Promise<LedgerEntryView | null> {
    const entry = await this.deps.ledger.findById(ledgerEntryIdFor(key));
    return entry && ledgerEntryView(entry);
  }

  /** Takes credits for what `reference` names; refuses with insufficient_credits rather than go below zero. */
  async spend(
    accountId: string,
    credits: number,
    reason: string,
    { reference = null, key }: SpendOptions = {},
  ): Promise<LedgerEntryView> {
    return ledgerEntryView(
      await this.append({ accountId, delta: -positive(credits), kind: 'spend', reason, reference, key: key ?? null }),
    );
  }

  /**
   * Appends the change as the account's next sequence. A keyed change that was appended before answers that
   * entry, looked up before the balance is checked, so that a repeated spend is not refused for the credits its
   * first append took. A duplicate on insert is either that entry (a concurrent append of the same key won) or
   * the next sequence taken by another writer, and then the ledger is read again.
   */
  private append(
    change: LedgerChange,
    announce?: (entry: LedgerEntryDocument) => AnnouncedEvents,
  ): Promise<LedgerEntryDocument> {
    const id = change.key === null ? newId('cle') : ledgerEntryIdFor(change.key);
    const { ledger, clock } = this.deps;
    return appendNextInSequence({
      appended:
        change.key === null
          ? undefined
          : async () => {
              const appended = await ledger.findById(id);
              return appended && sameChange(appended, change);
            },
      latest: () => ledger.latestEntry(change.accountId),
      next: (latest) => {
        const entry = nextEntry(latest, change, id, clock.now());
        return announce ? { ...entry, ...announce(entry) } : entry;
      },
      insert: (entry) => ledger.appendLedgerEntry(entry),
      busy: 'The credit ledger of this account is busy with concurrent writes. Retry shortly.',
    });
  }
}

/** A key names one change; reusing it for another account or amount is a programming error. */
function sameChange(entry: LedgerEntryDocument, change: LedgerChange): LedgerEntryDocument {
  if (entry.accountId !== change.accountId || entry.delta !== change.delta || entry.kind !== change.kind) {
    throw new Error(
      `ledger key ${change.key} was used for another change than ${change.kind} ${change.delta} of ${change.accountId}`,
    );
  }
  return entry;
}

/** The entry that follows `latest` (null for an empty ledger), or insufficient_credits when it would go below zero. */
function nextEntry(
  latest: LedgerEntryDocument | null,
  { key: _key, ...change }: LedgerChange,
  id: string,
  now: Date,
): LedgerEntryDocument {
  const balance = latest?.balanceAfter ?? 0;
  const balanceAfter = balance + change.delta;
  if (balanceAfter < 0) throw insufficientCredits(balance, -change.delta);
  return { _id: id, ...change, sequence: (latest?.sequence ?? 0) + 1, balanceAfter, createdAt: now };
}

/** Amounts are whole credits above zero; the sign of an entry comes from its kind, never from the caller. */
function positive(credits: number): number {
  if (!Number.isSafeInteger(credits) || credits < 1)
    throw new Error(`a credit amount must be a positive integer, got ${credits}`);
  return credits;
}
